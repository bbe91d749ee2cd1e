// @ts-check
/** One server of the cluster: its process, its log, its readiness. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../../build-tools/paths.js';

export const SERVER_ENTRY = path.join(ROOT, 'server', 'dist', 'index.js');
/** A node's start (migrations, seed, first render) on a slow machine. */
export const START_TIMEOUT_MS = 90_000;
/** Past this after SIGTERM a node is killed (its own limit is 10 s plus the grace). */
const STOP_TIMEOUT_MS = 20_000;

/**
 * @typedef {object} ClusterNode
 * @property {number} index 1-based
 * @property {number} port
 * @property {string} url `http://127.0.0.1:<port>`: the node directly
 * @property {number | undefined} pid the running process's
 * @property {boolean} running
 * @property {string} logFile
 * @property {() => Promise<NodeExit>} exited the running process's end
 * @property {() => Promise<NodeExit>} stop SIGTERM (the node drains, then exits); resolves at its exit
 * @property {() => Promise<NodeExit>} kill SIGKILL; resolves at its exit
 * @property {() => Promise<void>} restart starts it again (stopping it first if it runs) and waits until ready
 * @property {(timeoutMs?: number) => Promise<void>} ready resolves once `/api/ready` answers 200
 * @property {(lines?: number) => string} logTail
 */

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} NodeExit */

/** A port nothing listens on now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/api/ready` of one node: null when ready, else why not. @param {string} url */
export async function readiness(url) {
  try {
    const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) });
    const body = /** @type {{ reasons?: string[] }} */ (await response.json().catch(() => ({})));
    return response.status === 200 ? null : (body.reasons?.join('; ') ?? `HTTP ${response.status}`);
  } catch (error) {
    // fetch wraps the socket's error: ECONNREFUSED says more than "fetch failed".
    const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause;
    return cause?.code ?? String(error);
  }
}

/**
 * @param {{ index: number, port: number, env: NodeJS.ProcessEnv, dir: string }} options
 * @returns {ClusterNode & { start(): void, stopSync(): void }}
 */
export function clusterNode({ index, port, env, dir }) {
  const nodeDir = path.join(dir, 'nodes', String(index));
  fs.mkdirSync(nodeDir, { recursive: true });
  const logFile = path.join(nodeDir, 'server.log');
  const url = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {Promise<NodeExit>} */
  let exit = Promise.resolve({ code: null, signal: null });
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const logTail = (lines = 20) =>
    fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';

  const node = {
    index,
    port,
    url,
    logFile,
    get pid() {
      return running() ? child?.pid : undefined;
    },
    get running() {
      return running();
    },
    exited: () => exit,
    logTail,
    start() {
      if (running()) throw new Error(`node ${index} runs already`);
      const out = fs.openSync(logFile, 'a');
      // Its own process group: a Ctrl-C in the terminal is the cluster's to handle, in order.
      const started = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...env, PORT: String(port), DATA_DIR: path.join(nodeDir, 'data') },
        cwd: nodeDir,
        detached: true,
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      child = started;
      exit = new Promise((resolve) => started.on('exit', (code, signal) => resolve({ code, signal })));
    },
    async stop() {
      if (!running()) return exit;
      child?.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
    async kill() {
      if (running()) child?.kill('SIGKILL');
      return exit;
    },
    stopSync() {
      if (running()) child?.kill('SIGKILL');
    },
    async ready(timeoutMs = START_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      let why = '';
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`node ${index} exited before it was ready:\n${logTail()}`);
        const reason = await readiness(url);
        if (reason === null) return;
        why = reason;
        await sleep(100);
      }
      throw new Error(`node ${index} was not ready within ${timeoutMs / 1000} s (${why}):\n${logTail()}`);
    },
    async restart() {
      await node.stop();
      node.start();
      await node.ready();
    },
  };
  return node;
}
