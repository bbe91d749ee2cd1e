import path from 'node:path';
import { runImportCli } from './cli/import-securities.js';
import { exitWith, processOptions } from './cli/process-entry.js';

// dist/import-securities.js → server/ → repository root, as for the server itself.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

exitWith(runImportCli(process.argv.slice(2), processOptions(SERVER_DIR)), 'Import failed');
