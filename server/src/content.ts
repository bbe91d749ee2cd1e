import path from 'node:path';
import { runContentCli } from './cli/content-import.js';
import { exitWith, processOptions } from './cli/process-entry.js';

// dist/content.js → server/ → repository root, as for the server itself.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

exitWith(runContentCli(process.argv.slice(2), processOptions(SERVER_DIR)), 'Content import failed');
