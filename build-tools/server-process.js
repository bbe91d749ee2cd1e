// @ts-check
/** Runs the built server as a child whose fate is the launcher's (`npm start`, the e2e server). */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.js';

/**
 * Starts `server/dist/index.js` and ties this process to it: SIGINT/SIGTERM are passed on (dying from
 * one of those is the stop that was asked for, exit 0); otherwise its exit code is ours, and a signal
 * it died from becomes 128 + the signal's number (137 after `kill -9`), so a supervisor sees a crash.
 * Passed on even when the server may have had it already: Ctrl-C in a terminal and a container stop
 * signal the whole process group, which this process cannot tell from a signal sent to it alone. The
 * server stops once and logs the repeat.
 * @param {NodeJS.ProcessEnv} env
 */
export function runServer(env) {
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], { stdio: 'inherit', env });
  /** @type {Set<string>} */
  const forwarded = new Set();
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      forwarded.add(signal);
      server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    process.exit(forwarded.has(signal) ? 0 : 128 + (os.constants.signals[signal] ?? 0));
  });
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  return server;
}
