// @ts-check
/** `npm run build`: everything, from scratch: Node packages, all bundles, then release every section. */
import { ensureSharedNode } from '../build-tools/shared-node.js';

// The build helpers read the sections from @ksei/shared's Node build: current before they load.
ensureSharedNode();
const { buildBundles, buildNodePackages, releaseSections } = await import('./build-lib.mjs');

const started = Date.now();
await buildNodePackages();
await buildBundles();
releaseSections();
console.log(`Full build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
