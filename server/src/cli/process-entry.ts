import path from 'node:path';
import type { CommandDatabaseOptions } from './command-database.js';

/**
 * What a command's entry point hands it from the process: the environment, the operator's folder, the
 * repository and the migrations beside the built server in `serverDir`, and stdout for its lines.
 */
export function processOptions(serverDir: string): CommandDatabaseOptions & { readonly out: (line: string) => void } {
  return {
    env: process.env,
    // npm runs workspace scripts in the workspace folder; INIT_CWD is where the operator typed the command.
    cwd: process.env['INIT_CWD'] ?? process.cwd(),
    repoRoot: path.resolve(serverDir, '..'),
    migrationsDir: path.join(serverDir, 'migrations'),
    out: (line) => console.log(line),
  };
}

/** Ends the process with the command's exit code; a command that threw is reported as `failure` and exits 1. */
export function exitWith(outcome: Promise<number>, failure: string): void {
  outcome.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
