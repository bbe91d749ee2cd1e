// @ts-check
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BUILD_TOOLS } from '../paths.js';
import { routeDeclarationPlugin } from '../route-declaration.js';
import { loadSharedNode } from '../shared-node.js';
import { baseConfig, serverConfig } from './base.js';
import { BORROWED_BUNDLER_RUNTIME, BROWSER_RUNTIME, sharedSingletons } from './shared-scope.js';

/** @typedef {import('./shared-scope.js').BuildFacts} BuildFacts */

/**
 * A section remote: exposes `./spa` only, builds to `dist/` with an `mf-manifest.json`, or to the
 * absolute folder given as `--env distDir=…` (the release command's `KSEI_DIST_DIR`, so a test can
 * build outside the working tree).
 * In development it also serves a standalone harness (`src/dev/index.tsx`).
 * @param {{ dir: string, name: string, port: number }} section
 * @returns {(env: unknown, argv: { mode?: string }) => Promise<import('webpack').Configuration>}
 */
export function sectionConfig({ dir, name, port }) {
  return async (env, argv) => {
    const facts = await loadSharedNode();
    const distDir = env && typeof env === 'object' ? Reflect.get(env, 'distDir') : undefined;
    const outDir = typeof distDir === 'string' && path.isAbsolute(distDir) ? distDir : path.join(dir, 'dist');
    const browser = sectionBrowserConfig({ dir, name, port, outDir }, argv, facts);
    // The server build renders the released version's pages on the server; a tester's override build
    // (`ksei-dev`) is rendered in the browser only, so it asks for the browser build alone.
    const withServer = argv.mode !== 'development' && !(env && typeof env === 'object' && 'browserOnly' in env);
    if (!withServer) return browser;
    const server = serverConfig({
      dir,
      outDir,
      uniqueName: name.replace(/-/g, '_'),
      entry: './src/server.tsx',
      name: 'section',
      // The shell's server build carries `@ksei/shared`; the server hands that copy to a section's, as the
      // shell provides it in the browser.
      externals: [...facts.SERVER_BUILD_EXTERNALS, '@ksei/shared'],
    });
    return /** @type {import('webpack').Configuration} */ (/** @type {unknown} */ ([browser, server]));
  };
}

/**
 * @param {{ dir: string, name: string, port: number, outDir: string }} section
 * @param {{ mode?: string }} argv
 * @param {BuildFacts} facts
 * @returns {import('webpack').Configuration}
 */
function sectionBrowserConfig({ dir, name, port, outDir }, argv, { SHARED_SINGLETONS }) {
  const production = argv.mode !== 'development';
  const federationName = name.replace(/-/g, '_');
  const config = baseConfig({
    dir,
    production,
    uniqueName: federationName,
    publicPath: 'auto',
    outDir,
    singletons: SHARED_SINGLETONS,
  });
  config.name = 'browser';
  config.entry = production ? {} : { dev: './src/dev/index.tsx' };
  // All of a section's CSS in one file, loaded with its expose: the server links it as a stylesheet on
  // the section's pages, so the server-rendered page is styled at first paint (a page's CSS in the
  // page's lazy chunk would restyle the largest text seconds later, which is when LCP would count it).
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        sectionStyles: { name: 'section-styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
      },
    },
  };
  if (production) {
    // The generated federation entry imports the bundler runtime by its absolute path.
    config.plugins?.push(
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
        BORROWED_BUNDLER_RUNTIME,
      ),
    );
  }
  config.plugins?.push(
    routeDeclarationPlugin(dir),
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      exposes: { './spa': './src/spa.tsx' },
      shared: sharedSingletons(SHARED_SINGLETONS),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // In production the shell provides the federation runtime, core and bundler runtime (see
      // PROVIDE_RUNTIME): a remote entry with its own copies was ~28 KB gzipped, 9.3 KB without the
      // core, 5.7 KB without either. The standalone harness keeps its own.
      experiments: { asyncStartup: true, externalRuntime: production, optimization: BROWSER_RUNTIME },
    }),
  );
  if (!production) {
    config.plugins?.push(
      new HtmlWebpackPlugin({ template: path.join(BUILD_TOOLS, 'dev-harness.html'), publicPath: '/' }),
    );
    config.devServer = {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/routes.json'], target: process.env.KSEI_API ?? 'http://localhost:8080' }],
      // Plain rebuild-on-change: a dev client would also be injected into the remote entry the
      // composed site loads (and its websocket is outside the site's CSP). Reload to see changes.
      hot: false,
      liveReload: false,
      client: false,
    };
  }
  return config;
}
