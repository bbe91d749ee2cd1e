// @ts-check
/** `npm start`: rebuild what is missing or stale, release what changed, then serve (PORT, DATA_DIR override). */
import { runServer } from '../build-tools/server-process.js';
import { ensureSharedNode } from '../build-tools/shared-node.js';

// The build helpers read the sections from @ksei/shared's Node build: current before they load.
ensureSharedNode();
const { buildBundles, buildNodePackages, releaseSections, staleParts } = await import('./build-lib.mjs');

const started = performance.now();
const stale = staleParts();
const checked = `${Math.round(performance.now() - started)} ms`;
if (stale.build.length === 0 && stale.release.length === 0) console.log(`Build up to date (checked in ${checked})`);

for (const { part, reason } of stale.build) {
  console.log(`Rebuilding ${part === 'node' ? 'server and shared/node' : part} (${reason})`);
}
if (stale.build.some(({ part }) => part === 'node')) await buildNodePackages();
const bundles = stale.build.map(({ part }) => part).filter((part) => part !== 'node');
if (bundles.length > 0) await buildBundles(bundles);

for (const { part, reason } of stale.release) console.log(`Releasing ${part} (${reason})`);
const remotes = [...bundles.filter((part) => part !== 'shell'), ...stale.release.map(({ part }) => part)];
if (remotes.length > 0) releaseSections(remotes);

runServer(process.env);
