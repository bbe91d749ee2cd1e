import path from 'node:path';
import { runImportCli } from './cli/import-securities.js';

// dist/import-securities.js → server/ → repository root, as for the server itself.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

runImportCli(process.argv.slice(2), {
  env: process.env,
  // npm runs workspace scripts in the workspace folder; INIT_CWD is where the operator typed the command.
  cwd: process.env['INIT_CWD'] ?? process.cwd(),
  repoRoot: path.resolve(SERVER_DIR, '..'),
  migrationsDir: path.join(SERVER_DIR, 'migrations'),
  out: (line) => console.log(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
