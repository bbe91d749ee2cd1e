// @ts-check
/**
 * Builds only the server bundle of a package (the shell or a section) into a folder of the caller's, with
 * the package's own webpack configuration: `node build-server-bundle.mjs <package dir> <out dir>` writes
 * `<out dir>/server/<name>.cjs`. A second or two instead of the whole build, and nothing in the working
 * tree, so a server test can render with real builds before `npm run build` has run.
 *
 * Several suites render with the same bundles: a build is kept in the system's temporary folder under a
 * hash of every file it is made from, and a later call with the same sources copies it (milliseconds
 * instead of a webpack run). Any change to those files is a new hash, so a stale bundle is never used.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, outDir] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!packageDir || !outDir) {
  console.error('usage: node build-server-bundle.mjs <package dir> <out dir>');
  process.exit(2);
}
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Every file of `dir` a build may read, as paths (no dependencies, builds or tests' output). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !/[/\\](node_modules|dist|coverage)[/\\]/.test(path.relative(ROOT, file)))
    .sort();
}

/** The hash of what the bundle is made from: the package, the shared code, the build tools, the lockfile. */
function sourceKey() {
  const hash = createHash('sha256').update(process.version);
  const files = [packageDir, path.join(ROOT, 'shared'), path.join(ROOT, 'build-tools')].flatMap(sourceFiles);
  for (const file of [...files, path.join(ROOT, 'package-lock.json')]) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

const prefix = `ksei-test-server-bundle-${path.basename(packageDir)}-`;
const cached = path.join(os.tmpdir(), `${prefix}${sourceKey()}`);
if (fs.existsSync(cached)) {
  fs.cpSync(cached, path.join(outDir, 'server'), { recursive: true });
  process.exit(0);
}

const webpack = createRequire(path.join(packageDir, 'package.json'))('webpack');
const { default: configure } = await import(pathToFileURL(path.join(packageDir, 'webpack.config.js')).href);
const configs = [await configure({ distDir: outDir }, { mode: 'production' })].flat();
const server = configs.find((config) => config.name === 'server');
if (!server) throw new Error(`${packageDir} has no server build`);
// Alone, without the browser build it is ordered after; always into the caller's folder.
delete server.dependencies;
server.output = { ...server.output, path: path.join(outDir, 'server') };
webpack(server, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  keep();
});

/** Keeps the new build for later calls (atomically: a reader sees a whole folder or none) and drops old ones. */
function keep() {
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.cpSync(path.join(outDir, 'server'), partial, { recursive: true });
  try {
    fs.renameSync(partial, cached);
  } catch {
    // Another suite kept the same build first.
    fs.rmSync(partial, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const old = path.join(os.tmpdir(), name);
    if (!name.startsWith(prefix) || old === cached) continue;
    try {
      if (Date.now() - fs.statSync(old).mtimeMs > 3_600_000) fs.rmSync(old, { recursive: true, force: true });
    } catch {
      // Removed by another suite first.
    }
  }
}
