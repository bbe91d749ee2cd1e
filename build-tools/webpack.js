// @ts-check
/**
 * One webpack + Module Federation configuration for every bundle, so the shell and the seven sections
 * agree on the shared singletons by construction. Sections get `sectionConfig`, the host `shellConfig`.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ROOT } from './paths.js';
import { routeDeclarationPlugin } from './route-declaration.js';
import { paintFirstPlugin } from './paint-first.js';
import { loadSharedNode } from './shared-node.js';

/**
 * What the builds agree on with the site, from `@ksei/shared/node`: `SHARED_SINGLETONS`, the packages
 * that must exist once per page (two Reacts on a page break hooks and context), and
 * `SERVER_BUILD_EXTERNALS`, the packages a server build takes from the server (anything else it requires
 * is bundled).
 * @typedef {Pick<import('@ksei/shared/node'), 'SHARED_SINGLETONS' | 'SERVER_BUILD_EXTERNALS'>} BuildFacts
 */

/** `react-dom/client` and `react/jsx-runtime` are separate requests: without these a second React sneaks in. */
const PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom', 'zustand/': 'zustand' };

/** @param {string} name */
function installedVersion(name) {
  const file =
    name === '@ksei/shared'
      ? path.join(ROOT, 'shared', 'package.json')
      : path.join(ROOT, 'node_modules', name, 'package.json');
  return /** @type {{version: string}} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).version;
}

/**
 * What the shell needs to draw its first page. The host bundles these into its entry (eager), so the
 * first view is one script instead of a waterfall of shared chunks; sections always consume them.
 */
const HOST_EAGER = new Set([
  'react',
  'react-dom',
  'react/',
  'react-dom/',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/',
  '@ksei/shared',
]);

/**
 * Shared libraries trimmed to the exports the bundles use (Module Federation's shared tree shaking):
 * react-router-dom, with react-router, which it re-exports (and which is therefore not shared on its
 * own), is 61 KB gzipped whole, of which the sections use a fraction. The build compiles a second,
 * trimmed copy; at run time it is used when every loaded bundle's imports fit in it.
 */
const TREE_SHAKEN = new Set(['react-router-dom']);

/**
 * The federation runtime's Node branches are left out of the browser bundles (the server renders from
 * separate CommonJS builds). Manifest snapshots stay: remotes are registered by their `mf-manifest.json`.
 * @type {{ target: 'web' }}
 */
const BROWSER_RUNTIME = { target: 'web' };

/**
 * The shell lends its federation runtime to the sections (`federation/`): a runtime plugin of the shell
 * publishes the runtime core and the bundler runtime, and a production remote entry is built without
 * either (`externalRuntime`, and `bundler-runtime-from-shell.js` in place of the package's bundler
 * runtime).
 */
const PROVIDE_RUNTIME = path.join(import.meta.dirname, 'federation', 'provide-runtime.js');
const BORROWED_BUNDLER_RUNTIME = path.join(import.meta.dirname, 'federation', 'bundler-runtime-from-shell.js');

/**
 * Shared packages provided from a module of ours that re-exports the part the site uses, instead of the
 * package's whole entry (see each file). Browser builds only.
 * @type {Record<string, string>}
 */
const SHARED_SUBSETS = {
  'react-i18next': path.join(import.meta.dirname, 'shared-subsets', 'react-i18next.js'),
};

/** Lets the subsets reach files a package's `exports` map does not list. */
const SUBSET_ALIASES = {
  'react-i18next/dist/es': path.join(ROOT, 'node_modules', 'react-i18next', 'dist', 'es'),
};

/**
 * react-router's `exports` map sends every condition to its development build; the production build
 * beside it differs in one constant (`ENABLE_DEV_WARNINGS = false`), which lets the minifier drop the
 * dev-only warnings (a section's trimmed react-router-dom copy: 29.8 -> 29.2 KB gzipped). Production
 * browser builds only; the server build takes react-router-dom from `node_modules` as it is.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'),
  'react-router/dom$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'dom-export.mjs'),
};

/**
 * The trimmed copy is compiled from a generated entry that default-imports every shared package;
 * packages without a default export (react-router-dom's ES module) would fail that compile.
 * @type {import('webpack').RuleSetRule}
 */
const TREE_SHAKING_ENTRY_RULE = {
  test: /[\\/]node_modules[\\/]\.federation[\\/]shared-entry\.js$/,
  parser: { exportsPresence: false },
};

/** @param {readonly string[]} singletons @param {{ host?: boolean }} [options] */
function sharedSingletons(singletons, { host = false } = {}) {
  /** @type {Record<string, {singleton: true, requiredVersion: string, version: string, import?: string, eager?: boolean, treeShaking?: { mode: 'runtime-infer' }}>} */
  const shared = {};
  const entries = [...singletons.map((name) => [name, name]), ...Object.entries(PREFIXES)];
  for (const [key, pkg] of entries) {
    const version = installedVersion(pkg);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
    const subset = SHARED_SUBSETS[key];
    if (subset) shared[key].import = subset;
    if (host && HOST_EAGER.has(key)) shared[key].eager = true;
    if (TREE_SHAKEN.has(key)) shared[key].treeShaking = { mode: 'runtime-infer' };
  }
  return shared;
}

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
function baseConfig({ dir, production, uniqueName, publicPath, outDir = path.join(dir, 'dist'), singletons }) {
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
function serverConfig({ dir, outDir = path.join(dir, 'dist'), uniqueName, entry, name, externals }) {
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
        { test: /\.css$/, exclude: /\.module\.css$/, use: path.join(import.meta.dirname, 'empty-module-loader.cjs') },
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
      new HtmlWebpackPlugin({ template: path.join(import.meta.dirname, 'dev-harness.html'), publicPath: '/' }),
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
