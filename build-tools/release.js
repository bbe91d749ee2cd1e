// @ts-check
/**
 * Releasing a section = copy its build into an immutable version folder, then switch the registry
 * (`registry.json`, served as `/remotes.json`) with an atomic rename. The shell is never touched.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

/** @typedef {{ name: string, entry: string, version: string, releasedAt: string }} RegistryEntry */

/** @param {string} releasesDir @returns {{ remotes: RegistryEntry[] }} */
export function readRegistry(releasesDir) {
  const file = path.join(releasesDir, 'registry.json');
  if (!fs.existsSync(file)) return { remotes: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Write-then-rename, so a reader sees the old registry or the new one, never half of one. */
function writeAtomically(/** @type {string} */ file, /** @type {string} */ content) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

/**
 * @param {{ remote: string, distDir: string, releasesDir: string }} options
 * @returns {{ version: string, entry: string, changed: boolean }}
 */
export function release({ remote, distDir, releasesDir }) {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${remote}: no build in ${distDir} (mf-manifest.json missing); build it first`);
  }
  const version = versionOf(distDir);
  const target = path.join(releasesDir, remote, version);
  if (!fs.existsSync(target)) {
    // Copy beside the target and rename into place: a version folder is complete or absent.
    const staging = `${target}.${process.pid}.staging`;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  const entry = `/remotes/${remote}/${version}/mf-manifest.json`;
  const registry = readRegistry(releasesDir);
  const previous = registry.remotes.find((r) => r.name === remote);
  const changed = previous?.version !== version;
  if (changed) {
    const remotes = registry.remotes.filter((r) => r.name !== remote);
    remotes.push({ name: remote, entry, version, releasedAt: new Date().toISOString() });
    remotes.sort((a, b) => a.name.localeCompare(b.name));
    fs.mkdirSync(releasesDir, { recursive: true });
    writeAtomically(path.join(releasesDir, 'registry.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  }
  return { version, entry, changed };
}
