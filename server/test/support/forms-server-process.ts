/**
 * The server as its own process, from the sources the test reads (no build needed): every module
 * under server/src compiled to plain ES modules in a temporary folder laid out like the package
 * (`server/dist`, its migrations and seed, the repository's node_modules), then `dist/index.js` run
 * as `npm start` runs it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const SERVER = path.resolve(__dirname, '..', '..');
const ROOT = path.resolve(SERVER, '..');

export interface CompiledServer {
  /** `…/server/dist/index.js` in the temporary folder. */
  readonly entry: string;
  remove(): void;
}

function compileFolder(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      compileFolder(source, path.join(to, entry.name));
      continue;
    }
    fs.mkdirSync(to, { recursive: true });
    if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
        fileName: entry.name,
      });
      fs.writeFileSync(path.join(to, entry.name.replace(/\.ts$/, '.js')), outputText);
    } else if (/\.(mjs|js|json)$/.test(entry.name)) {
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}

/** Compiles the server (and, when stale, @ksei/shared's Node entry the server imports at run time). */
export function compileServer(): CompiledServer {
  const shared = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `(await import(${JSON.stringify(path.join(ROOT, 'build-tools', 'shared-node.js'))})).ensureSharedNode()`,
    ],
    { stdio: 'inherit' },
  );
  if (shared.status !== 0) throw new Error('compiling @ksei/shared for Node failed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-forms-process-'));
  const server = path.join(dir, 'server');
  compileFolder(path.join(SERVER, 'src'), path.join(server, 'dist'));
  fs.copyFileSync(path.join(SERVER, 'package.json'), path.join(server, 'package.json'));
  fs.symlinkSync(path.join(SERVER, 'migrations'), path.join(server, 'migrations'));
  fs.symlinkSync(path.join(SERVER, 'seed'), path.join(server, 'seed'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  if (fs.existsSync(path.join(SERVER, 'node_modules'))) {
    fs.symlinkSync(path.join(SERVER, 'node_modules'), path.join(server, 'node_modules'));
  }
  return {
    entry: path.join(server, 'dist', 'index.js'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** The port once it serves. */
  readonly ready: Promise<number>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const READY = /KSEI website ready at http:\/\/localhost:(\d+)/;

export function runServer(entry: string, env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}): ${output}`)));
  });
  // Settled either way; a test that waits on it sees the rejection itself.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}
