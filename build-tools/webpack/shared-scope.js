// @ts-check
/**
 * The share scope every bundle agrees on: the singletons with their installed versions, which the host
 * bundles eagerly, which are tree-shaken, the subsets provided instead of a package's whole entry, and
 * the federation runtime the shell lends the sections.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_TOOLS, ROOT } from '../paths.js';

/**
 * What the builds agree on with the site, from `@ksei/shared/node`: `SHARED_SINGLETONS`, the packages
 * that must exist once per page (two Reacts on a page break hooks and context), and
 * `SERVER_BUILD_EXTERNALS`, the packages a server build takes from the server (anything else it requires
 * is bundled).
 * @typedef {Pick<import('@ksei/shared/node'), 'SHARED_SINGLETONS' | 'SERVER_BUILD_EXTERNALS'>} BuildFacts
 */

/** `react-dom/client` and `react/jsx-runtime` are separate requests: without these a second React sneaks in. */
const PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom', 'zustand/': 'zustand' };

/** @param {string} name */
function installedVersion(name) {
  const file =
    name === '@ksei/shared'
      ? path.join(ROOT, 'shared', 'package.json')
      : path.join(ROOT, 'node_modules', name, 'package.json');
  return /** @type {{version: string}} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).version;
}

/**
 * What the shell needs to draw its first page. The host bundles these into its entry (eager), so the
 * first view is one script instead of a waterfall of shared chunks; sections always consume them.
 */
const HOST_EAGER = new Set([
  'react',
  'react-dom',
  'react/',
  'react-dom/',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/',
  '@ksei/shared',
]);

/**
 * Shared libraries trimmed to the exports the bundles use (Module Federation's shared tree shaking):
 * react-router-dom, with react-router, which it re-exports (and which is therefore not shared on its
 * own), is 61 KB gzipped whole, of which the sections use a fraction. The build compiles a second,
 * trimmed copy; at run time it is used when every loaded bundle's imports fit in it.
 */
const TREE_SHAKEN = new Set(['react-router-dom']);

/**
 * The federation runtime's Node branches are left out of the browser bundles (the server renders from
 * separate CommonJS builds). Manifest snapshots stay: remotes are registered by their `mf-manifest.json`.
 * @type {{ target: 'web' }}
 */
export const BROWSER_RUNTIME = { target: 'web' };

/**
 * The shell lends its federation runtime to the sections (`federation/`): a runtime plugin of the shell
 * publishes the runtime core and the bundler runtime, and a production remote entry is built without
 * either (`externalRuntime`, and `bundler-runtime-from-shell.js` in place of the package's bundler
 * runtime).
 */
export const PROVIDE_RUNTIME = path.join(BUILD_TOOLS, 'federation', 'provide-runtime.js');
export const BORROWED_BUNDLER_RUNTIME = path.join(BUILD_TOOLS, 'federation', 'bundler-runtime-from-shell.js');

/**
 * Shared packages provided from a module of ours that re-exports the part the site uses, instead of the
 * package's whole entry (see each file). Browser builds only.
 * @type {Record<string, string>}
 */
const SHARED_SUBSETS = {
  'react-i18next': path.join(BUILD_TOOLS, 'shared-subsets', 'react-i18next.js'),
};

/** Lets the subsets reach files a package's `exports` map does not list. */
export const SUBSET_ALIASES = {
  'react-i18next/dist/es': path.join(ROOT, 'node_modules', 'react-i18next', 'dist', 'es'),
};

/**
 * react-router's `exports` map sends every condition to its development build; the production build
 * beside it differs in one constant (`ENABLE_DEV_WARNINGS = false`), which lets the minifier drop the
 * dev-only warnings (a section's trimmed react-router-dom copy: 29.8 -> 29.2 KB gzipped). Production
 * browser builds only; the server build takes react-router-dom from `node_modules` as it is.
 */
export const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'),
  'react-router/dom$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'dom-export.mjs'),
};

/**
 * The trimmed copy is compiled from a generated entry that default-imports every shared package;
 * packages without a default export (react-router-dom's ES module) would fail that compile.
 * @type {import('webpack').RuleSetRule}
 */
export const TREE_SHAKING_ENTRY_RULE = {
  test: /[\\/]node_modules[\\/]\.federation[\\/]shared-entry\.js$/,
  parser: { exportsPresence: false },
};

/** @param {readonly string[]} singletons @param {{ host?: boolean }} [options] */
export function sharedSingletons(singletons, { host = false } = {}) {
  /** @type {Record<string, {singleton: true, requiredVersion: string, version: string, import?: string, eager?: boolean, treeShaking?: { mode: 'runtime-infer' }}>} */
  const shared = {};
  const entries = [...singletons.map((name) => [name, name]), ...Object.entries(PREFIXES)];
  for (const [key, pkg] of entries) {
    const version = installedVersion(pkg);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
    const subset = SHARED_SUBSETS[key];
    if (subset) shared[key].import = subset;
    if (host && HOST_EAGER.has(key)) shared[key].eager = true;
    if (TREE_SHAKEN.has(key)) shared[key].treeShaking = { mode: 'runtime-infer' };
  }
  return shared;
}
