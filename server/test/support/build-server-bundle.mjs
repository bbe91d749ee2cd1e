// @ts-check
/**
 * Builds only the server bundle of a package (the shell or a section) into a folder of the caller's, with
 * the package's own webpack configuration: `node build-server-bundle.mjs <package dir> <out dir>` writes
 * `<out dir>/server/<name>.cjs`. A second or two instead of the whole build, and nothing in the working
 * tree, so a server test can render with real builds before `npm run build` has run.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, outDir] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!packageDir || !outDir) {
  console.error('usage: node build-server-bundle.mjs <package dir> <out dir>');
  process.exit(2);
}
const webpack = createRequire(path.join(packageDir, 'package.json'))('webpack');
const { default: configure } = await import(pathToFileURL(path.join(packageDir, 'webpack.config.js')).href);
const configs = [await configure({ distDir: outDir }, { mode: 'production' })].flat();
const server = configs.find((config) => config.name === 'server');
if (!server) throw new Error(`${packageDir} has no server build`);
// Alone, without the browser build it is ordered after; always into the caller's folder.
delete server.dependencies;
server.output = { ...server.output, path: path.join(outDir, 'server') };
webpack(server, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
});
