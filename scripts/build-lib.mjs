// @ts-check
/**
 * Building blocks of `npm run build` and `npm start`: each part of the site, built on its own. The
 * sections come from `@ksei/shared/node` (its Node build): a script importing this module runs
 * `ensureSharedNode()` from `build-tools/shared-node.js` first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@ksei/shared/node';
import { ROOT, releasesDir } from '../build-tools/paths.js';
import { release, readRegistry, versionOf } from '../build-tools/release/index.js';

/** @type {readonly string[]} */
const SECTIONS = REMOTES;
export const BUNDLES = ['shell', ...SECTIONS];

/** @param {string} command @param {string[]} args @param {string} cwd */
export function run(command, args, cwd = ROOT) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited ${code} in ${cwd}`)),
    );
  });
}

const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The browser-free part of @ksei/shared and the server, compiled by tsc for Node. */
export async function buildNodePackages() {
  await recordBuild('node', async () => {
    // Emptied first: tsc never deletes, and a module whose source was moved or removed would stay
    // importable here while a clean checkout lacks it.
    for (const dist of ['shared/dist', 'server/dist'])
      fs.rmSync(path.join(ROOT, dist), { recursive: true, force: true });
    await run(bin('tsc'), ['-p', 'shared/tsconfig.build.json']);
    await run(bin('tsc'), ['-p', 'server/tsconfig.build.json']);
    // A first start loads this empty database cluster instead of running initdb (seconds faster).
    await run(process.execPath, ['server/dist/db/write-empty-cluster.js']);
  });
}

/** Production webpack builds, as many at once as there are cores (each build is mostly single-threaded). */
export async function buildBundles(/** @type {string[]} */ bundles = BUNDLES) {
  const queue = [...bundles];
  const workers = Array.from({ length: Math.max(1, Math.min(os.cpus().length, queue.length)) }, async () => {
    for (let bundle = queue.shift(); bundle; bundle = queue.shift()) {
      const dir = path.join(ROOT, bundle);
      await recordBuild(bundle, () => run(bin('webpack'), ['--mode', 'production'], dir));
    }
  });
  await Promise.all(workers);
}

/** Releases each built section into the releases folder and switches the registry. */
export function releaseSections(/** @type {readonly string[]} */ remotes = SECTIONS) {
  for (const remote of remotes) {
    const result = release({ remote, distDir: path.join(ROOT, remote, 'dist'), releasesDir: releasesDir() });
    console.log(`${remote}: ${result.changed ? 'released' : 'unchanged'} ${result.version}`);
  }
}

/*
 * Staleness. A part is `node` (tsc: shared/dist/node.js and server/dist), `shell` or a section (webpack).
 * Each successful build through the helpers above leaves a stamp, `.build-stamps/<part>.json`: its mtime
 * is the moment the build started (edits made during a build stay newer than it) and it lists the
 * input files the build saw (a removed or renamed file changes no mtime, the list catches it).
 */

/** The stamp lives outside dist/: a section's dist is hashed into its release version, the shell's is served. */
const STAMP_DIR = '.build-stamps';

/**
 * Inputs every webpack bundle reads: @ksei/shared is bundled into each, and one config builds them all,
 * with the modules it compiles in or runs (the federation runtime plugin, the shared subsets, the route
 * declaration and paint-first plugins, the server build's loader).
 */
const BUNDLE_INPUTS = [
  'shared/src',
  'shared/package.json',
  'build-tools/webpack.js',
  'build-tools/webpack',
  'build-tools/paths.js',
  'build-tools/shared-node.js',
  'build-tools/federation',
  'build-tools/shared-subsets',
  'build-tools/route-declaration.js',
  'build-tools/paint-first.js',
  'build-tools/empty-module-loader.cjs',
  'package-lock.json',
];

/**
 * What a part's build reads, relative to the root (folders are scanned recursively, see `listInputs`).
 * The server's migrations and seed are read at run time, not compiled: they are no input.
 * @param {string} part
 */
export function inputsOf(part) {
  if (part === 'node') {
    return [
      'shared/src',
      'shared/package.json',
      'shared/tsconfig.build.json',
      'server/src',
      'server/package.json',
      'server/tsconfig.build.json',
      'tsconfig.base.json',
      'package-lock.json',
    ];
  }
  return [`${part}/src`, `${part}/package.json`, `${part}/webpack.config.js`, ...BUNDLE_INPUTS];
}

/** Files whose absence means the part was never built (or its output was deleted). @param {string} part */
function outputsOf(part) {
  if (part === 'node') return ['shared/dist/node.js', 'server/dist/index.js'];
  if (part === 'shell') return ['shell/dist/index.html'];
  return [`${part}/dist/mf-manifest.json`];
}

/** Folders and files inside source trees that no production build reads. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', '__tests__', '__mocks__']);
const IGNORED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** @typedef {{ file: string, mtimeMs: number }} InputFile */

/**
 * The files under each input (relative to root, sorted), with their mtimes. Dotfiles (editor swap files,
 * .DS_Store), tests and build output are skipped. Missing inputs count as no files.
 * @param {string} root @param {string[]} inputs @param {Map<string, InputFile[]>} [cache] per input
 * @returns {InputFile[]}
 */
function listInputs(root, inputs, cache = new Map()) {
  /** @type {InputFile[]} */
  const files = [];
  for (const input of inputs) {
    let found = cache.get(input);
    if (!found) {
      /** @type {InputFile[]} */
      const list = [];
      const visit = (/** @type {string} */ relative) => {
        let stat;
        try {
          stat = fs.statSync(path.join(root, relative));
        } catch {
          return;
        }
        if (!stat.isDirectory()) {
          list.push({ file: relative, mtimeMs: stat.mtimeMs });
          return;
        }
        for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
          if (entry.name.startsWith('.')) continue;
          if (entry.isDirectory() ? IGNORED_DIRS.has(entry.name) : IGNORED_FILE.test(entry.name)) continue;
          visit(`${relative}/${entry.name}`);
        }
      };
      visit(input);
      found = list;
      cache.set(input, found);
    }
    files.push(...found);
  }
  return [...new Map(files.map((f) => [f.file, f])).values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** @param {string} root @param {string} part */
const stampFile = (root, part) => path.join(root, STAMP_DIR, `${part}.json`);

/**
 * Runs one part's build and stamps it only once the build has succeeded. The old stamp goes first, so
 * a failed or interrupted build leaves the part stale even if its sources do not change again.
 * @param {string} part @param {() => Promise<unknown>} build @param {{ root?: string }} [options]
 */
export async function recordBuild(part, build, { root = ROOT } = {}) {
  const stamp = stampFile(root, part);
  const pending = `${stamp}.${process.pid}.pending`;
  fs.rmSync(stamp, { force: true });
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  // Written before the build starts: its mtime, taken by the file system's clock like the sources', is the start.
  const inputs = listInputs(root, inputsOf(part)).map((f) => f.file);
  fs.writeFileSync(pending, `${JSON.stringify({ part, inputs }, null, 2)}\n`);
  try {
    await build();
    fs.renameSync(pending, stamp);
  } finally {
    fs.rmSync(pending, { force: true });
  }
}

/** @typedef {{ part: string, reason: string }} StalePart */

/**
 * What must be rebuilt, and which sections only need releasing, before the site can be served.
 * `build` (in build order: node, shell, sections) lists parts whose output is missing, which have no
 * stamp, or whose inputs were added, removed or modified since their stamped build started.
 * `release` lists sections whose build is current but not the one released: never released, the
 * released folder is gone, or the dist is another build made after the section's last release (a
 * release made later than the dist, e.g. of another build, is left as it is).
 * @param {{ root?: string, releasesDir?: string }} [options]
 * @returns {{ build: StalePart[], release: StalePart[] }}
 */
export function staleParts({ root = ROOT, releasesDir: releases = releasesDir() } = {}) {
  /** @type {Map<string, InputFile[]>} */
  const cache = new Map();
  /** @type {StalePart[]} */
  const build = [];
  /** @type {StalePart[]} */
  const toRelease = [];
  for (const part of ['node', ...BUNDLES]) {
    const reason = whyRebuild(root, part, cache);
    if (reason) build.push({ part, reason });
  }
  const registry = readRegistry(releases);
  for (const remote of SECTIONS) {
    if (build.some((stale) => stale.part === remote)) continue;
    const reason = whyRelease(path.join(root, remote, 'dist'), releases, registry, remote);
    if (reason) toRelease.push({ part: remote, reason });
  }
  return { build, release: toRelease };
}

/** @param {string} root @param {string} part @param {Map<string, InputFile[]>} cache @returns {string | null} */
function whyRebuild(root, part, cache) {
  const missing = outputsOf(part).find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} missing`;
  let stampTime;
  /** @type {string[]} */
  let built;
  try {
    stampTime = fs.statSync(stampFile(root, part)).mtimeMs;
    built = JSON.parse(fs.readFileSync(stampFile(root, part), 'utf8')).inputs;
  } catch {
    return 'no record of a finished build';
  }
  const files = listInputs(root, inputsOf(part), cache);
  const now = new Set(files.map((f) => f.file));
  const before = new Set(built);
  const added = files.find((f) => !before.has(f.file));
  if (added) return `${added.file} added`;
  const removed = built.find((file) => !now.has(file));
  if (removed) return `${removed} removed`;
  // Equal mtimes count as changed: a file saved in the same clock tick the build started may be newer.
  const changed = files.filter((f) => f.mtimeMs >= stampTime).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const [newest] = changed;
  if (!newest) return null;
  return changed.length === 1 ? `${newest.file} changed` : `${newest.file} and ${changed.length - 1} more changed`;
}

/**
 * @param {string} distDir @param {string} releases @param {ReturnType<typeof readRegistry>} registry
 * @param {string} remote @returns {string | null}
 */
function whyRelease(distDir, releases, registry, remote) {
  const entry = registry.remotes.find((r) => r.name === remote);
  if (!entry) return 'not released';
  if (!fs.existsSync(path.join(releases, remote, entry.version))) return `released version ${entry.version} missing`;
  // A dist no newer than the last release is left alone: that release was chosen after this build (another
  // build, or going back to an older version). It also spares hashing every file of an unchanged dist.
  const builtAt = Math.max(...listInputs(distDir, ['.']).map((f) => f.mtimeMs));
  if (builtAt <= Date.parse(entry.releasedAt)) return null;
  const version = versionOf(distDir);
  return version === entry.version ? null : `build ${version} is newer than released ${entry.version}`;
}
