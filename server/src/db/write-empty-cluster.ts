/** Build step (after tsc): writes the empty PGlite cluster a first start loads instead of running initdb. */
import path from 'node:path';
import { emptyClusterFile, writeEmptyCluster } from './empty-cluster.js';

const file = emptyClusterFile();
await writeEmptyCluster(file);
console.log(`Empty PGlite cluster written to ${path.relative(process.cwd(), file)}`);
