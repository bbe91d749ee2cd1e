// @ts-check
/**
 * Releasing a section = copy its build into an immutable version folder, then switch the registry
 * (`registry.json`, served as `/remotes.json`) with an atomic rename. The shell is never touched.
 * Every switch is recorded in the section's history; a rollback is a switch back to a version
 * folder that is still there, with no build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appendHistory, gitCommit, readHistory } from './history.js';
import { entryOf, readRegistry, switchProblem, versionProblem, writeRegistry } from './registry.js';

export { readRegistry };

/** @typedef {import('./registry.js').Registry} Registry */
/** @typedef {import('./history.js').HistoryEntry} HistoryEntry */

/**
 * How many of a section's most recent versions (in its history) a release keeps, and the live one
 * whatever its age: open tabs and rollbacks need them; older ones only fill the disk.
 */
export const KEEP_VERSIONS = 10;

/** @param {string} dir @returns {string[]} relative file paths, sorted */
function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return files.sort();
}

/** A version id derived from the build's content: the same build always gets the same version. */
export function versionOf(/** @type {string} */ distDir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {Registry} registry @param {string} remote @returns {string | null} */
const liveVersion = (registry, remote) => registry.remotes.find((r) => r.name === remote)?.version ?? null;

/**
 * The registry with `remote` at `version`, checked and switched to atomically.
 * @param {string} releasesDir @param {Registry} registry @param {string} remote @param {string} version @param {string} now
 */
function switchTo(releasesDir, registry, remote, version, now) {
  const remotes = registry.remotes.filter((r) => r.name !== remote);
  remotes.push({ name: remote, entry: entryOf(remote, version), version, releasedAt: now });
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  writeRegistry(releasesDir, { remotes });
}

/**
 * @param {{ remote: string, distDir: string, releasesDir: string, keep?: number, gitCwd?: string }} options
 *   `keep`: recent versions kept (KEEP_VERSIONS); `gitCwd`: where to ask git for the commit (the section).
 * @returns {{ version: string, entry: string, changed: boolean, previous: string | null, removed: string[] }}
 */
export function release({ remote, distDir, releasesDir, keep = KEEP_VERSIONS, gitCwd = path.dirname(distDir) }) {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${remote}: no build in ${distDir} (mf-manifest.json missing); build it first`);
  }
  if (!fs.existsSync(path.join(distDir, 'routes.json'))) {
    throw new Error(`${remote}: the build in ${distDir} has no routes.json (its pages); rebuild it`);
  }
  // Both read before anything is copied: an unusable one stops the release, it is not built upon.
  readRegistry(releasesDir);
  readHistory(releasesDir, remote);
  const version = versionOf(distDir);
  const target = path.join(releasesDir, remote, version);
  if (!fs.existsSync(target)) {
    // Copy beside the target and rename into place: a version folder is complete or absent.
    const staging = `${target}.${process.pid}.staging`;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  const entry = entryOf(remote, version);
  // Read again after the copy, which takes a while: another section may have been released meanwhile.
  const registry = readRegistry(releasesDir);
  const previous = liveVersion(registry, remote);
  if (previous === version) return { version, entry, changed: false, previous, removed: [] };
  const now = new Date().toISOString();
  switchTo(releasesDir, registry, remote, version, now);
  appendHistory(releasesDir, remote, {
    version,
    releasedAt: now,
    commit: gitCommit(gitCwd),
    previous,
    action: 'release',
  });
  return { version, entry, changed: true, previous, removed: prune(releasesDir, remote, keep) };
}

/**
 * Deletes the version folders of `remote` that its history names but that are neither live nor among
 * its `keep` most recent versions. Folders the history never named (released before it existed, or
 * half-copied `*.staging` ones a running release may still be filling) are left alone.
 * @param {string} releasesDir @param {string} remote @param {number} keep @returns {string[]} the versions deleted
 */
function prune(releasesDir, remote, keep) {
  const history = readHistory(releasesDir, remote);
  /** @type {Set<string>} */
  const kept = new Set();
  for (const entry of [...history].reverse()) {
    if (kept.size >= keep) break;
    kept.add(entry.version);
  }
  const live = liveVersion(readRegistry(releasesDir), remote);
  if (live) kept.add(live);
  const named = new Set(history.map((entry) => entry.version));
  const removed = fs
    .readdirSync(path.join(releasesDir, remote), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && named.has(dirent.name) && !kept.has(dirent.name))
    .map((dirent) => dirent.name);
  for (const version of removed) fs.rmSync(path.join(releasesDir, remote, version), { recursive: true, force: true });
  return removed;
}

/**
 * Switches `remote` back to `version`, by default to the version that was live before the live one
 * (so a second rollback goes forward again). No build: the version folder must still be there.
 * @param {{ remote: string, releasesDir: string, version?: string }} options
 * @returns {{ version: string, previous: string | null, changed: boolean }}
 */
export function rollback({ remote, releasesDir, version }) {
  const registry = readRegistry(releasesDir);
  const history = readHistory(releasesDir, remote);
  const live = liveVersion(registry, remote);
  const target = version ?? history.findLast((entry) => entry.version === live)?.previous;
  if (!target) {
    throw new Error(
      live === null
        ? `${remote}: nothing to roll back to: it has never been released`
        : `${remote}: nothing to roll back to: the history records no version before ${live}; name one (--list)`,
    );
  }
  if (target === live) return { version: target, previous: live, changed: false };
  const problem = switchProblem(releasesDir, remote, target);
  if (problem) throw new Error(`${remote}: cannot roll back to ${target}: ${problem}`);
  const now = new Date().toISOString();
  switchTo(releasesDir, registry, remote, target, now);
  // The commit the version was built from, not the one checked out now.
  const commit = history.findLast((entry) => entry.version === target && entry.commit !== null)?.commit ?? null;
  appendHistory(releasesDir, remote, { version: target, releasedAt: now, commit, previous: live, action: 'rollback' });
  return { version: target, previous: live, changed: true };
}

/**
 * `--list`: the history newest first, the live version marked.
 * @param {{ remote: string, releasesDir: string }} options @returns {string}
 */
export function formatHistory({ remote, releasesDir }) {
  const history = readHistory(releasesDir, remote);
  const live = liveVersion(readRegistry(releasesDir), remote);
  const liveIndex = history.findLastIndex((entry) => entry.version === live);
  const lines = [`${remote}: release history, newest first (* = live)`];
  for (let index = history.length - 1; index >= 0; index--) {
    const entry = /** @type {HistoryEntry} */ (history[index]);
    const mark = index === liveIndex ? '*' : ' ';
    const commit = `commit ${entry.commit ?? 'unknown'}`.padEnd(15);
    const gone = versionProblem(releasesDir, remote, entry.version) ? '  (folder deleted)' : '';
    lines.push(
      `${mark} ${entry.version}  ${entry.releasedAt}  ${entry.action.padEnd(8)}  ${commit}  ` +
        `previous ${entry.previous ?? 'none'}${gone}`,
    );
  }
  if (history.length === 0) lines.push('  no releases recorded yet');
  if (live !== null && liveIndex === -1) lines.push(`* ${live}  live, switched before the history was kept`);
  if (live === null) lines.push('  nothing is live');
  return lines.join('\n');
}
