// @ts-check
/**
 * What every bundle's browser build and server build share: loaders (swc, CSS modules), the build-info
 * file the release gates read, and the two base configurations the shell and the sections extend.
 */
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { BUILD_TOOLS } from '../paths.js';
import { REACT_ROUTER_PRODUCTION, SUBSET_ALIASES, TREE_SHAKING_ENTRY_RULE, sharedSingletons } from './shared-scope.js';

/**
 * TypeScript and JSX (ours, not `node_modules`) through swc: `development` picks React's development
 * JSX runtime (the standalone harness), `target` the language level of the output.
 * @param {{ development: boolean, target: string }} options
 * @returns {import('webpack').RuleSetRule}
 */
function scriptRule({ development, target }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}

/**
 * How CSS modules name their classes, the same in a bundle's browser and server builds (so the markup
 * the server renders carries the classes of the browser's stylesheet). Federation gives no CSS
 * isolation: in production the names are hashed and prefixed with the bundle's name, keeping sections
 * apart.
 * @param {string} uniqueName @param {boolean} production
 */
function cssModules(uniqueName, production) {
  return {
    localIdentName: production ? `${uniqueName}-[hash:base64:6]` : '[name]__[local]',
    namedExport: false,
    exportLocalsConvention: /** @type {const} */ ('as-is'),
  };
}

/**
 * Writes `build-info.json` into the build: `{ mode, shared }` (shared: package -> version provided).
 * The release gates read it: `mode` is the very flag that picks minification and React's production
 * build, so it is a surer sign than sniffing bundles; `output.clean` empties `dist/` on every build,
 * so the file always belongs to the build beside it. `shared` is how the shell (which writes no
 * federation manifest) says which singleton versions it provides.
 * @param {{ mode: 'production' | 'development', shared: Record<string, string> }} info
 * @returns {import('webpack').WebpackPluginInstance}
 */
function buildInfoPlugin(info) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('KseiBuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'KseiBuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              'build-info.json',
              new webpack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

/**
 * @param {{ dir: string, production: boolean, uniqueName: string, publicPath: string, outDir?: string, singletons: readonly string[] }} options
 * @returns {import('webpack').Configuration}
 */
export function baseConfig({ dir, production, uniqueName, publicPath, outDir = path.join(dir, 'dist'), singletons }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // No eval-based maps: the site's CSP (no 'unsafe-eval') must hold for a dev build mounted in it too.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath,
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:10].js' : '[id].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      // The trimmed shared copies are compiled into the output folder first: keep them.
      clean: { keep: /^independent-packages\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Sources import siblings as `./x.js` (Node ESM style); find the `.ts(x)` file behind it.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...SUBSET_ALIASES, ...(production ? REACT_ROUTER_PRODUCTION : {}) },
    },
    module: {
      rules: [
        TREE_SHAKING_ENTRY_RULE,
        scriptRule({ development: !production, target: 'es2020' }),
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { modules: cssModules(uniqueName, production) } },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:10].css' : '[id].css',
      }),
      new webpack.DefinePlugin({
        // A label baked into a release, so a test can tell two releases of a section apart.
        'process.env.KSEI_BUILD_LABEL': JSON.stringify(process.env.KSEI_BUILD_LABEL ?? ''),
      }),
      buildInfoPlugin({
        mode: production ? 'production' : 'development',
        shared: Object.fromEntries(
          Object.entries(sharedSingletons(singletons)).map(([key, { version }]) => [key, version]),
        ),
      }),
    ],
    optimization: {
      // swc's minifier: several times faster than terser on a 2-core machine, similar output size.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The server build of a bundle: one CommonJS file (`dist/server/<name>.cjs`, no chunks, dynamic imports
 * inlined) that the server evaluates per released version. CSS modules give only their class names,
 * computed exactly as in the browser build (same context, `uniqueName` and pattern), so the server's
 * markup carries the classes the browser's stylesheet defines. Built after the browser build, whose
 * `output.clean` would otherwise remove it.
 * @param {{ dir: string, outDir?: string, uniqueName: string, entry: string, name: string, externals: string[] }} options
 * @returns {import('webpack').Configuration}
 */
export function serverConfig({ dir, outDir = path.join(dir, 'dist'), uniqueName, entry, name, externals }) {
  const external = new Set(externals);
  return {
    name: 'server',
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    context: dir,
    devtool: false,
    entry: { [name]: entry },
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName,
      clean: false,
    },
    externalsType: 'commonjs',
    externals: ({ request }, callback) =>
      request && external.has(request) ? callback(undefined, request) : callback(),
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        scriptRule({ development: false, target: 'es2022' }),
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModules(uniqueName, true), exportOnlyLocals: true } },
          },
        },
        // Global stylesheets only matter to the browser.
        { test: /\.css$/, exclude: /\.module\.css$/, use: path.join(BUILD_TOOLS, 'empty-module-loader.cjs') },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        'process.env.KSEI_BUILD_LABEL': JSON.stringify(process.env.KSEI_BUILD_LABEL ?? ''),
      }),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
