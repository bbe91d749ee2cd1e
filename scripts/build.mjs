// @ts-check
/** `npm run build`: everything, from scratch: Node packages, all bundles, then release every section. */
import { buildBundles, buildNodePackages, releaseSections } from './build-lib.mjs';

const started = Date.now();
await buildNodePackages();
await buildBundles();
releaseSections();
console.log(`Full build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
