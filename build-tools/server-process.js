// @ts-check
/** Runs the built server as a child whose fate is the launcher's (`npm start`, the e2e server). */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.js';

/** The signals that ask for a stop, and the one the server is sent for each (it drains on SIGINT/SIGTERM). */
const STOP_SIGNALS = /** @type {const} */ ({ SIGINT: 'SIGINT', SIGTERM: 'SIGTERM', SIGHUP: 'SIGTERM' });

/** How often the launcher looks whether whoever started it is still there. */
const PARENT_CHECK_MS = 500;

/**
 * Starts `server/dist/index.js` and ties this process to it: SIGINT/SIGTERM are passed on, and SIGHUP
 * (a closed terminal) as SIGTERM, the server's drain; dying from a signal passed on is the stop that
 * was asked for (exit 0); otherwise its exit code is ours, and a signal it died from becomes 128 + the
 * signal's number (137 after `kill -9`), so a supervisor sees a crash. This process stays until the
 * server has exited, so whoever waits on it (npm, a process manager) waits for the drain.
 * Passed on even when the server may have had it already: Ctrl-C in a terminal and a container stop
 * signal the whole process group, which this process cannot tell from a signal sent to it alone. The
 * server stops once and logs the repeat.
 * A launcher whose parent went away (a shell between npm and this process dies of a signal npm passed
 * on, or npm itself of one it does not pass on) stops the server too: nobody would be left to.
 * @param {NodeJS.ProcessEnv} env
 */
export function runServer(env) {
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], { stdio: 'inherit', env });
  /** @type {Set<string>} */
  const forwarded = new Set();
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    forwarded.add(signal);
    server.kill(signal);
  };
  for (const [received, sent] of Object.entries(STOP_SIGNALS)) process.on(received, () => stop(sent));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, PARENT_CHECK_MS);
  watch.unref();
  server.on('exit', (code, signal) => {
    clearInterval(watch);
    if (signal === null) process.exit(code ?? 1);
    process.exit(forwarded.has(signal) ? 0 : 128 + (os.constants.signals[signal] ?? 0));
  });
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  return server;
}
