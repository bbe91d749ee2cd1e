// @ts-check
/** `npm start`: rebuild what is missing or stale, release what changed, then serve (PORT, DATA_DIR override). */
import { runServer } from '../build-tools/server-process.js';
import { REMOTE_PACKAGES } from '../build-tools/paths.js';
import { buildBundles, buildNodePackages, releaseSections, staleParts } from './build-lib.mjs';

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
const remotes = [...bundles.filter((part) => REMOTE_PACKAGES.includes(part)), ...stale.release.map(({ part }) => part)];
if (remotes.length > 0) releaseSections(remotes);

runServer(process.env);
