// @ts-check
/**
 * Gate 4: the section's route declaration (`dist/routes.json`, written by the build) must fit the
 * live site. It is composed, exactly as the server composes the live manifest, with the shell's
 * declaration and every other released section's; the release is refused when that composition has
 * a problem the live site does not already have: a page without a path or title in a locale, an id
 * or address another section already has, a `links` entry or breadcrumb parent naming no page, or a
 * page removed that another live bundle still links to. (A problem the live site has anyway, such as
 * the shell linking to a section never released, is not this release's to fix.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { readRegistry } from './registry.js';
import { loadSharedNode } from '../shared-node.js';

/**
 * The composition code is @ksei/shared's, compiled for Node by tsc (`shared/dist/node.js`, as the
 * server uses it), compiled first when older than its sources, so the gate never judges with stale rules.
 * @returns {Promise<(bundles: unknown[]) => { problems: readonly string[], table: unknown }>}
 */
async function loadComposer() {
  try {
    const shared = await loadSharedNode();
    return /** @type {(bundles: unknown[]) => { problems: readonly string[], table: unknown }} */ (
      shared.composeRoutes
    );
  } catch (error) {
    throw new Error(`route gate: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
}

/** @param {string} file @param {string} what @returns {unknown} */
function readJson(file, what) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = /** @type {Error} */ (error).message;
    throw new Error(`route gate: ${what} ${file} is unreadable (${reason})`, { cause: error });
  }
}

/**
 * The live declarations without (`before`) and with (`after`) the candidate.
 * @param {{ remote: string, distDir: string, releasesDir: string, shellDir: string }} options
 */
function declarations({ remote, distDir, releasesDir, shellDir }) {
  const candidate = /** @type {{ owner?: unknown, pages?: unknown }} */ (
    readJson(path.join(distDir, 'routes.json'), 'the build has no route declaration:')
  );
  const shell = readJson(path.join(shellDir, 'routes.json'), "the live shell's route declaration");
  const live = readRegistry(releasesDir).remotes.map((entry) => ({
    name: entry.name,
    routes: readJson(
      path.join(releasesDir, entry.name, entry.version, 'routes.json'),
      `${entry.name}'s live declaration`,
    ),
  }));
  const others = live.filter((entry) => entry.name !== remote).map((entry) => entry.routes);
  return { candidate, before: [shell, ...live.map((entry) => entry.routes)], after: [shell, ...others, candidate] };
}

/**
 * @param {{ remote: string, distDir: string, releasesDir: string, shellDir: string }} options
 * @returns {Promise<string | null>}
 */
export async function routesProblem(options) {
  let found;
  try {
    found = declarations(options);
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
  if (found.candidate.owner !== options.remote) {
    return `route gate: ${options.distDir}/routes.json declares the pages of ${String(found.candidate.owner)}, not ${options.remote}`;
  }
  const composeRoutes = await loadComposer();
  const known = new Set(composeRoutes(found.before).problems);
  const problems = composeRoutes(found.after).problems.filter((problem) => !known.has(problem));
  if (problems.length === 0) return null;
  return `route gate: with the live site, ${problems.join('; ')}`;
}

/**
 * The manifest the live site would have with the candidate released, and the candidate's own pages
 * (for the load gate, once the route gate has passed).
 * @param {{ remote: string, distDir: string, releasesDir: string, shellDir: string }} options
 */
export async function candidateManifest(options) {
  const found = declarations(options);
  const composeRoutes = await loadComposer();
  const { table } = /** @type {{ table: { pages: any[] } }} */ (composeRoutes(found.after));
  return { pages: table.pages, ownPages: table.pages.filter((page) => page.owner === options.remote) };
}
