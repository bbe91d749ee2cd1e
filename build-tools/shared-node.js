// @ts-check
/**
 * @ksei/shared's browser-free entry (`@ksei/shared/node`) for the build and release tools. What they
 * share with the site — the sections, the shared singletons, the packages a server build takes from the
 * server, the route composition — is written once, in @ksei/shared's TypeScript. Node runs its tsc build
 * (`shared/dist/node.js`), which is compiled here first when it is missing or older than its sources,
 * so no tool acts on stale facts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './paths.js';

const SHARED = path.join(ROOT, 'shared');
const SHARED_NODE = path.join(SHARED, 'dist', 'node.js');

/** @param {string} dir @returns {number} newest mtime of a file under dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Compiles `shared/dist/node.js` when it is missing or older than a file under `shared/src`. */
export function ensureSharedNode() {
  const built = fs.statSync(SHARED_NODE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built >= newestMtime(path.join(SHARED, 'src'))) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(SHARED, 'tsconfig.build.json')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('compiling @ksei/shared for Node (shared/tsconfig.build.json) failed');
}

/**
 * `@ksei/shared/node`, current with its sources.
 * @returns {Promise<typeof import('@ksei/shared/node')>}
 */
export async function loadSharedNode() {
  ensureSharedNode();
  return import(SHARED_NODE);
}
