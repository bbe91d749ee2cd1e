// @ts-check
import { restrictedPaths } from './restricted-paths.js';

/**
 * The server's tiers (server/README.md, "Where things go"). Imports only go down: the entry points and
 * the composition root (index.ts, import-securities.ts, app.ts with composition/, config.ts, cli/) →
 * api/, site/, seed/ → http/ | metrics/ → domains/ → db/, text/, memory/, concurrency/. api/, site/ and
 * seed/ stay apart, and so do http/ and metrics/.
 * startup/ (data folder, lock, process guard) is the entry points' own and imports nothing else of the
 * server; dev/ (the development machine's captcha provider and mail sink) is theirs too and uses text/
 * only; db/, text/, memory/ (the byte-budgeted cache) and concurrency/ (CPU slots, periodic jobs) import
 * nothing else of it. Domains may use one
 * another, without a cycle (cycles.js).
 */
const SERVER_SRC = './server/src';
const serverTier = (name) => `${SERVER_SRC}/${name}`;
const SERVER_ENTRY = ['index.ts', 'import-securities.ts', 'app.ts', 'composition', 'config.ts', 'cli'].map(serverTier);
const SERVER_TIERS = [
  'api',
  'site',
  'seed',
  'http',
  'metrics',
  'domains',
  'startup',
  'dev',
  'db',
  'text',
  'memory',
  'concurrency',
];
/** What each tier must not import: the entry, the tiers above it and those beside it. */
const SERVER_FORBIDDEN = {
  api: ['site', 'seed', 'startup', 'dev'],
  site: ['api', 'seed', 'startup', 'dev'],
  seed: ['api', 'site', 'startup', 'dev'],
  http: ['api', 'site', 'seed', 'metrics', 'startup', 'dev'],
  // Beside http/: what is counted and how it is served to operators; the entry wires the two together.
  metrics: ['api', 'site', 'seed', 'http', 'startup', 'dev'],
  domains: ['api', 'site', 'seed', 'http', 'metrics', 'startup', 'dev'],
  startup: SERVER_TIERS.filter((tier) => tier !== 'startup'),
  // Development-only services (the local captcha provider, the mail sink): started by the entry, using text/ only.
  dev: SERVER_TIERS.filter((tier) => tier !== 'dev' && tier !== 'text'),
  db: SERVER_TIERS.filter((tier) => tier !== 'db'),
  text: SERVER_TIERS.filter((tier) => tier !== 'text'),
  memory: SERVER_TIERS.filter((tier) => tier !== 'memory'),
  concurrency: SERVER_TIERS.filter((tier) => tier !== 'concurrency'),
};

export const serverTiers = restrictedPaths(
  ['server/src/**/*.{ts,mjs}'],
  Object.entries(SERVER_FORBIDDEN).map(([tier, forbidden]) => ({
    target: serverTier(tier),
    from: [...SERVER_ENTRY, ...forbidden.map(serverTier)],
    message: `server/src/${tier} may not import the entry points or ${forbidden.join(', ')} (imports go down: server/README.md, "Where things go").`,
  })),
);
