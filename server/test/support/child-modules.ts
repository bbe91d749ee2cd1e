/**
 * Server modules run in a child process without a build: a test's second server (a lock holder, a
 * process with the guard installed) runs the same sources the test imports, compiled to plain ES
 * modules in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..', '..', 'src');

export interface ChildModules {
  /** The `file:` URL of a compiled module, by its path under server/src (`startup/lock.ts`). */
  url(file: string): string;
  /** Removes the folder. */
  remove(): void;
}

/** Compiles `files` (paths under server/src, with every relative import they make) into a new folder. */
export function compileForChild(files: readonly string[]): ChildModules {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-child-modules-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  const outFile = (file: string): string => path.join(dir, file.replace(/\.ts$/, '.js'));
  for (const file of files) {
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(SRC, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    fs.mkdirSync(path.dirname(outFile(file)), { recursive: true });
    fs.writeFileSync(outFile(file), outputText);
  }
  return {
    url: (file) => pathToFileURL(outFile(file)).href,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Another process holding a DATA_DIR lock through the lock module, as a running server does. */
export interface LockHolder {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Gives the lock back and waits for the process to exit. */
  release(): Promise<void>;
}

/** The data-dir modules the lock needs, compiled for {@link holdDataDir}. */
export const LOCK_MODULES = ['startup/lock.ts', 'startup/lock-holder.ts', 'startup/error-code.ts'] as const;

/**
 * Starts a node process that takes the lock on `dataDir` with `modules`' lock module and keeps it until
 * its stdin closes. Rejects with what the process said if it could not take the lock.
 */
export async function holdDataDir(modules: ChildModules, dataDir: string): Promise<LockHolder> {
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(modules.url('startup/lock.ts'))};
    try {
      const lock = acquireDataDirLock(process.env.DATA_DIR);
      console.log('held');
      process.stdin.on('end', () => lock.release()).resume();
    } catch (error) {
      console.log(error.message);
      process.exitCode = 1;
    }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  let out = '';
  const answer = await new Promise<string>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.endsWith('\n')) resolve(out.trim());
    });
    void exited.then(() => resolve(out.trim()));
  });
  if (answer !== 'held' || child.pid === undefined) throw new Error(`the lock holder could not start: ${answer}`);
  return {
    child,
    pid: child.pid,
    release: async () => {
      child.stdin?.end();
      await exited;
    },
  };
}
