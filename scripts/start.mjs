// @ts-check
/** `npm start`: build only what is missing, then serve the composed site (PORT, DATA_DIR override). */
import { runServer } from '../build-tools/server-process.js';
import { buildBundles, buildNodePackages, missingParts, releaseSections } from './build-lib.mjs';

const missing = missingParts();
if (missing.node) await buildNodePackages();
const bundles = [...(missing.shell ? ['shell'] : []), ...missing.remotes];
if (bundles.length > 0) {
  console.log(`Building ${bundles.join(', ')}…`);
  await buildBundles(bundles);
}
if (missing.remotes.length > 0) releaseSections(missing.remotes);

runServer(process.env);
