import '@ksei/shared/tokens.css';
import { runStandalone } from '@ksei/shared/section';
import * as lifecycles from '../spa.js';
import { ROUTES } from '../routes.js';

void runStandalone(ROUTES, lifecycles);
