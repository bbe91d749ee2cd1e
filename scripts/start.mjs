// @ts-check
/** `npm start`: build only what is missing, then serve the composed site (PORT, DATA_DIR override). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../build-tools/paths.js';
import { buildBundles, buildNodePackages, missingParts, releaseSections } from './build-lib.mjs';

const missing = missingParts();
if (missing.node) await buildNodePackages();
const bundles = [...(missing.shell ? ['shell'] : []), ...missing.remotes];
if (bundles.length > 0) {
  console.log(`Building ${bundles.join(', ')}…`);
  await buildBundles(bundles);
}
if (missing.remotes.length > 0) releaseSections(missing.remotes);

const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/index.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
