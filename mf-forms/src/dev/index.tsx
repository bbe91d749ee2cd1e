import '@ksei/shared/tokens.css';
import { runStandalone } from '@ksei/shared/section';
import * as lifecycles from '../spa.js';

void runStandalone('mf-forms', lifecycles);
