// @ts-check
/**
 * Each section's release history, `releases/<section>/history.json`, oldest first: every switch of
 * its live version (a release or a rollback), so `--list` can show it and `--rollback` can undo one.
 * It sits beside the version folders, where the server never serves from (only `<section>/<version>/…`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomically } from './registry.js';

/**
 * @typedef {object} HistoryEntry
 * @property {string} version the version that went live
 * @property {string} releasedAt when it went live (ISO)
 * @property {string | null} commit the git commit it was built from (short hash), `null` if unknown
 * @property {string | null} previous the version live before it, `null` if none
 * @property {'release' | 'rollback'} action a new release, or a switch back to a released version
 */

/** @param {string} releasesDir @param {string} remote */
export const historyFile = (releasesDir, remote) => path.join(releasesDir, remote, 'history.json');

/** @param {unknown} value @returns {value is HistoryEntry} */
function isHistoryEntry(value) {
  if (typeof value !== 'object' || value === null) return false;
  const entry = /** @type {Record<string, unknown>} */ (value);
  const stringOrNull = (/** @type {unknown} */ field) => field === null || typeof field === 'string';
  return (
    typeof entry.version === 'string' &&
    typeof entry.releasedAt === 'string' &&
    stringOrNull(entry.commit) &&
    stringOrNull(entry.previous) &&
    (entry.action === 'release' || entry.action === 'rollback')
  );
}

/**
 * The history, oldest first (none yet = empty). An unreadable file stops the command rather than
 * being overwritten: the record would be lost.
 * @param {string} releasesDir @param {string} remote @returns {HistoryEntry[]}
 */
export function readHistory(releasesDir, remote) {
  const file = historyFile(releasesDir, remote);
  if (!fs.existsSync(file)) return [];
  /** @type {unknown} */
  let history;
  try {
    history = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${/** @type {Error} */ (error).message}); fix or move it`, {
      cause: error,
    });
  }
  if (!Array.isArray(history) || !history.every(isHistoryEntry)) {
    throw new Error(`${file} is not a release history (a list of {version, releasedAt, …}); fix or move it`);
  }
  return history;
}

/** @param {string} releasesDir @param {string} remote @param {HistoryEntry} entry */
export function appendHistory(releasesDir, remote, entry) {
  const history = [...readHistory(releasesDir, remote), entry];
  fs.mkdirSync(path.join(releasesDir, remote), { recursive: true });
  writeAtomically(historyFile(releasesDir, remote), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The short hash of HEAD in the repository holding `cwd`, or `null` (no git, not a repository): a
 * record, never a reason to fail a release.
 * @param {string} cwd @returns {string | null}
 */
export function gitCommit(cwd) {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5_000 });
  const hash = git.status === 0 ? git.stdout.trim() : '';
  return /^[0-9a-f]{4,40}$/.test(hash) ? hash : null;
}
