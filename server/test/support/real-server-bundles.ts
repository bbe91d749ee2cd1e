import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_VERSION } from './fixtures.js';
import { TEMPLATE, write } from './server-builds.js';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The real server bundles of the shell and of sections, built from the sources into a folder outside
 * the working tree (unit tests run before `npm run build`): the server renders with them exactly as
 * with a release's.
 */
export function buildServerBundles(packages: readonly string[]): {
  readonly files: Readonly<Record<string, string>>;
  remove(): void;
} {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-server-bundles-'));
  const files: Record<string, string> = {};
  for (const name of packages) {
    const dir = path.join(out, name);
    const build = spawnSync(
      process.execPath,
      [path.join(__dirname, 'build-server-bundle.mjs'), path.join(ROOT, name), dir],
      { encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`the server bundle of ${name} failed to build:\n${build.stderr}`);
    files[name] = path.join(dir, 'server', name === 'shell' ? 'shell.cjs' : 'section.cjs');
  }
  return { files, remove: () => fs.rmSync(out, { recursive: true, force: true }) };
}

/** Puts real bundles where a test server's shell build and releases (at REMOTE_VERSION) keep theirs. */
export function installServerBundles(
  bundles: Readonly<Record<string, string>>,
  dirs: { readonly shellDist: string; readonly releasesDir: string },
): void {
  write(path.join(dirs.shellDist, 'index.html'), TEMPLATE);
  for (const [name, file] of Object.entries(bundles)) {
    const target =
      name === 'shell'
        ? path.join(dirs.shellDist, 'server', 'shell.cjs')
        : path.join(dirs.releasesDir, name, REMOTE_VERSION, 'server', 'section.cjs');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}
