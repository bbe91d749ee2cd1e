import '@ksei/shared/tokens.css';
import { boot } from './boot.js';

void boot();
