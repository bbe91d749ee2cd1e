/**
 * A real server process (`dist/index.js`, e.g. from `compileServer()`) that Node has loaded but that has
 * not begun: `go()` starts it. Spawning a process takes tens of ms, so servers meant to start together
 * are spawned first and then all told to go, which starts them within a millisecond or two.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const READY = /KSEI website ready at http:\/\/localhost:(\d+)/;

export interface WaitingServer {
  readonly child: ChildProcess;
  /** Resolves once Node has loaded and listens for the start signal. */
  readonly loaded: Promise<void>;
  go(): void;
  /** When the process began running the server (its own clock reading, ms since the epoch). */
  readonly going: Promise<number>;
  /** Resolves with the port once the server says it is ready. */
  readonly ready: Promise<number>;
  /** When this process saw the server's ready line (ms since the epoch, this machine's clock). */
  readonly readyAt: Promise<number>;
  readonly exited: Promise<void>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

export function spawnWaiting(entry: string, env: NodeJS.ProcessEnv): WaitingServer {
  const script =
    "process.stdout.write('loaded\\n'); process.stdin.once('data', () => { process.stdin.destroy(); " +
    "process.stdout.write('going at ' + Date.now() + '\\n'); " +
    `import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const watch = (pattern: RegExp): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const read = (): void => {
        const match = pattern.exec(output);
        if (match) resolve(match);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      void exited.then(() => reject(new Error(`the server exited: ${output}`)));
    });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const loaded = watch(/^loaded$/m).then(() => undefined);
  const going = watch(/^going at (\d+)$/m).then((match) => Number(match[1]));
  const readyLine = watch(READY);
  const ready = readyLine.then((match) => Number(match[1]));
  // Read in the same turn as the line (watch resolves from the data event), not when a caller looks.
  const readyAt = readyLine.then(() => Date.now());
  for (const promise of [loaded, going, ready, readyAt]) promise.catch(() => undefined);
  return {
    child,
    loaded,
    going,
    ready,
    readyAt,
    exited,
    go: () => child.stdin?.write('go\n'),
    output: () => output,
  };
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s; resolves once it has. */
export async function stopServer(server: WaitingServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/**
 * The settings every test server on a PostgreSQL database shares: any free port on loopback, a small pool,
 * the fixture's shell and releases, the forms off; `extra` adds or replaces the test's own.
 */
export function postgresServerEnv(
  databaseUrl: string,
  dirs: { readonly shellDist: string; readonly releasesDir: string },
  extra: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    SHELL_DIST: dirs.shellDist,
    RELEASES_DIR: dirs.releasesDir,
    FORMS: 'off',
    ...extra,
  };
}
