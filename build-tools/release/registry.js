// @ts-check
/**
 * `registry.json` on the release side: read strictly, checked before every switch, written with an
 * atomic rename. The server serves whatever is there, so nothing bad may ever be written.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * An entry as the release side writes it: always with the time its version went live.
 * @typedef {import('@ksei/shared/node').RemoteRegistryEntry<string> & { releasedAt: string }} RegistryEntry
 */
/** @typedef {{ remotes: RegistryEntry[] }} Registry */

/** A folder name the release command makes: never a path. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Where the shell finds a released version. */
export const entryOf = (/** @type {string} */ remote, /** @type {string} */ version) =>
  `/remotes/${remote}/${version}/mf-manifest.json`;

/**
 * Why `version` of `remote` cannot go live, or `null` if it can: its folder must be complete (a
 * `*.staging` folder is a copy that never finished) and hold the manifest the shell loads first.
 * @param {string} releasesDir @param {string} remote @param {string} version @returns {string | null}
 */
export function versionProblem(releasesDir, remote, version) {
  if (version.endsWith('.staging')) return `${remote}/${version} is a half-copied staging folder, not a version`;
  if (!SEGMENT.test(version)) return `"${version}" is not a version name`;
  const dir = path.join(releasesDir, remote, version);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return `there is no version folder ${dir}`;
  if (!fs.statSync(path.join(dir, 'mf-manifest.json'), { throwIfNoEntry: false })?.isFile()) {
    return `${dir} holds no mf-manifest.json`;
  }
  return null;
}

/**
 * Whether a version can be switched to: a version folder with its route declaration. Versions
 * released before declarations existed stay valid in the registry (their pages are simply not in the
 * manifest), but nothing switches to one again.
 * @param {string} releasesDir @param {string} remote @param {string} version @returns {string | null}
 */
export function switchProblem(releasesDir, remote, version) {
  const problem = versionProblem(releasesDir, remote, version);
  if (problem) return problem;
  const dir = path.join(releasesDir, remote, version);
  if (!fs.statSync(path.join(dir, 'routes.json'), { throwIfNoEntry: false })?.isFile()) {
    return `${dir} holds no routes.json, so none of its pages would exist`;
  }
  return null;
}

/**
 * What is wrong with a registry (shape, entries, version folders), empty if nothing.
 * @param {unknown} registry @param {string} releasesDir @returns {string[]}
 */
export function registryProblems(registry, releasesDir) {
  const remotes = typeof registry === 'object' && registry !== null ? Reflect.get(registry, 'remotes') : undefined;
  if (!Array.isArray(remotes)) return ['no "remotes" list'];
  /** @type {string[]} */
  const problems = [];
  const names = new Set();
  remotes.forEach((/** @type {unknown} */ value, index) => {
    const entry = /** @type {Partial<Record<keyof RegistryEntry, unknown>>} */ (
      typeof value === 'object' && value !== null ? value : {}
    );
    const { name, version } = entry;
    if (![name, entry.entry, version, entry.releasedAt].every((field) => typeof field === 'string')) {
      problems.push(`remotes[${index}] lacks a string name, entry, version or releasedAt`);
      return;
    }
    const [remote, id] = /** @type {[string, string]} */ ([name, version]);
    if (!SEGMENT.test(remote)) problems.push(`remotes[${index}]: "${remote}" is not a section name`);
    else if (names.has(remote)) problems.push(`${remote} is listed twice`);
    else if (entry.entry !== entryOf(remote, id))
      problems.push(`${remote}: entry ${entry.entry} is not ${entryOf(remote, id)}`);
    else {
      const problem = versionProblem(releasesDir, remote, id);
      if (problem) problems.push(problem);
    }
    names.add(remote);
  });
  return problems;
}

/** @param {string} releasesDir */
const registryFile = (releasesDir) => path.join(releasesDir, 'registry.json');

/**
 * The registry as on disk (missing = nothing released). A file the release command did not write
 * (a hand edit with a typo) is refused rather than built upon.
 * @param {string} releasesDir @returns {Registry}
 */
export function readRegistry(releasesDir) {
  const file = registryFile(releasesDir);
  if (!fs.existsSync(file)) return { remotes: [] };
  /** @type {unknown} */
  let registry;
  try {
    registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw unusable(file, `it is not valid JSON (${/** @type {Error} */ (error).message})`);
  }
  const remotes = typeof registry === 'object' && registry !== null ? Reflect.get(registry, 'remotes') : undefined;
  if (!Array.isArray(remotes)) throw unusable(file, 'it has no "remotes" list');
  return /** @type {Registry} */ (registry);
}

/** @param {string} file @param {string} why */
function unusable(file, why) {
  return new Error(
    `${file} is unusable: ${why}. Fix it by hand (each section's live version is the newest entry of ` +
      `its history.json) or delete it and release every section again.`,
  );
}

/** Write-then-rename, so a reader sees the old file or the new one, never half of one. */
export function writeAtomically(/** @type {string} */ file, /** @type {string} */ content) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

/**
 * Checks the registry, then switches to it; a bad registry is refused and never written.
 * @param {string} releasesDir @param {Registry} registry
 */
export function writeRegistry(releasesDir, registry) {
  const problems = registryProblems(registry, releasesDir);
  if (problems.length > 0) {
    throw new Error(`refusing to write a bad registry, nothing was switched:\n  ${problems.join('\n  ')}`);
  }
  fs.mkdirSync(releasesDir, { recursive: true });
  writeAtomically(registryFile(releasesDir), `${JSON.stringify(registry, null, 2)}\n`);
}
