import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Builds one package's server bundle into `dir` in a child process; rejects with its errors. */
function buildInto(name: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(__dirname, 'build-server-bundle.mjs'), path.join(ROOT, name), dir],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the server bundle of ${name} failed to build:\n${stderr}`)),
    );
  });
}

/**
 * The same bundles as `buildServerBundles` (real-server-bundles.ts), every package's built at once and
 * without blocking the test's own thread: a suite can start its database and app meanwhile, where
 * `spawnSync` one after the other left it waiting on each build in turn.
 */
export async function buildServerBundlesAtOnce(packages: readonly string[]): Promise<{
  readonly files: Readonly<Record<string, string>>;
  remove(): void;
}> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-server-bundles-'));
  const remove = () => fs.rmSync(out, { recursive: true, force: true });
  const files: Record<string, string> = {};
  const built = await Promise.allSettled(
    packages.map(async (name) => {
      const dir = path.join(out, name);
      await buildInto(name, dir);
      files[name] = path.join(dir, 'server', name === 'shell' ? 'shell.cjs' : 'section.cjs');
    }),
  );
  // Every build has ended (none still writing into the folder) before a failure removes it.
  const failed = built.find((result) => result.status === 'rejected');
  if (failed) {
    remove();
    throw failed.reason;
  }
  return { files, remove };
}
