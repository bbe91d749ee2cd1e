// @ts-check
/** Building blocks of `npm run build` and `npm start`: each part of the site, built on its own. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, REMOTE_PACKAGES, releasesDir } from '../build-tools/paths.js';
import { release, readRegistry } from '../build-tools/release.js';

export const BUNDLES = ['shell', ...REMOTE_PACKAGES];

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
  await run(bin('tsc'), ['-p', 'shared/tsconfig.build.json']);
  await run(bin('tsc'), ['-p', 'server/tsconfig.build.json']);
}

/** Production webpack builds, as many at once as there are cores (each build is mostly single-threaded). */
export async function buildBundles(/** @type {string[]} */ bundles = BUNDLES) {
  const queue = [...bundles];
  const workers = Array.from({ length: Math.max(1, Math.min(os.cpus().length, queue.length)) }, async () => {
    for (let bundle = queue.shift(); bundle; bundle = queue.shift()) {
      await run(bin('webpack'), ['--mode', 'production'], path.join(ROOT, bundle));
    }
  });
  await Promise.all(workers);
}

/** Releases each built section into the releases folder and switches the registry. */
export function releaseSections(/** @type {string[]} */ remotes = REMOTE_PACKAGES) {
  for (const remote of remotes) {
    const result = release({ remote, distDir: path.join(ROOT, remote, 'dist'), releasesDir: releasesDir() });
    console.log(`${remote}: ${result.changed ? 'released' : 'unchanged'} ${result.version}`);
  }
}

/** What a fresh checkout lacks before the site can be served. */
export function missingParts() {
  const registry = readRegistry(releasesDir());
  const isReleased = (/** @type {string} */ remote) => {
    const entry = registry.remotes.find((r) => r.name === remote);
    return entry !== undefined && fs.existsSync(path.join(releasesDir(), remote, entry.version));
  };
  return {
    node:
      !fs.existsSync(path.join(ROOT, 'shared/dist/node.js')) || !fs.existsSync(path.join(ROOT, 'server/dist/index.js')),
    shell: !fs.existsSync(path.join(ROOT, 'shell/dist/index.html')),
    remotes: REMOTE_PACKAGES.filter((remote) => !isReleased(remote)),
  };
}
