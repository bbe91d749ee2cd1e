// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { paintFirstPlugin } from '../paint-first.js';
import { routeDeclarationPlugin } from '../route-declaration.js';
import { loadSharedNode } from '../shared-node.js';
import { baseConfig, serverConfig } from './base.js';
import { BROWSER_RUNTIME, PROVIDE_RUNTIME, sharedSingletons } from './shared-scope.js';

/**
 * The host: single-spa root config and chrome. Remotes are registered at runtime from `/remotes.json`,
 * never at build time, so releasing a section never rebuilds the shell.
 * @param {{ dir: string }} shell
 * @returns {(env: unknown, argv: { mode?: string }) => Promise<import('webpack').Configuration>}
 */
export function shellConfig({ dir }) {
  return async (_env, argv) => {
    const { SHARED_SINGLETONS, SERVER_BUILD_EXTERNALS } = await loadSharedNode();
    const production = argv.mode !== 'development';
    const config = baseConfig({
      dir,
      production,
      uniqueName: 'shell',
      publicPath: '/shell/',
      singletons: SHARED_SINGLETONS,
    });
    config.name = 'browser';
    config.entry = { main: './src/index.ts' };
    // All of the shell's CSS in the one stylesheet every page links, its on-demand pages' too: a shell
    // page the server rendered is styled at first paint, not when its chunk arrives (the home page's
    // own chunk moved its blocks by a layout shift of 0.45 when its CSS came with it).
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          shellStyles: { name: 'shell-styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          // React DOM and i18next in scripts of their own beside the entry, all loaded before it starts:
          // each script is compiled in its own task, so a slow phone meets three shorter tasks, not one
          // long one (the entry alone measured 130-190 ms at 4x CPU slowdown).
          i18n: {
            name: 'i18n',
            test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/,
            chunks: 'initial',
            enforce: true,
          },
          reactDom: {
            name: 'react-dom',
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            chunks: 'initial',
            enforce: true,
          },
        },
      },
    };
    config.plugins?.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(SHARED_SINGLETONS, { host: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...fs
            .readdirSync(path.join(dir, 'src', 'federation', 'plugins'))
            .filter((file) => file.endsWith('.ts'))
            .map((file) => path.join(dir, 'src', 'federation', 'plugins', file)),
          PROVIDE_RUNTIME,
        ],
        dts: false,
        manifest: false,
        // The shell provides the federation runtime to the sections with its own plugin
        // (`federation/provide-runtime.js`), not `provideExternalRuntime`'s.
        experiments: { asyncStartup: true, optimization: BROWSER_RUNTIME },
      }),
      routeDeclarationPlugin(dir),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
        inject: 'head',
        // The server fills `<!--ksei-head-->` per page (title, hreflang, canonical): keep that comment.
        minify: production && {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [/^ksei-(head|root)$/],
        },
      }),
      paintFirstPlugin({ loader: path.join(dir, 'src', 'start', 'after-first-paint.ts'), entry: 'main' }),
    );
    const server = serverConfig({
      dir,
      uniqueName: 'shell',
      entry: './src/server.tsx',
      name: 'shell',
      externals: [...SERVER_BUILD_EXTERNALS],
    });
    return /** @type {import('webpack').Configuration} */ (/** @type {unknown} */ ([config, server]));
  };
}
