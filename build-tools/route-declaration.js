// @ts-check
/**
 * A bundle's route declaration (`src/routes.ts`, exporting `ROUTES`) as plain data. The file is plain
 * data with type-only imports, so it can be evaluated on its own: swc strips the types, Node runs it.
 * The build publishes the result as `routes.json` beside the bundles; the server composes the live
 * route manifest from those files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';

/** Where a bundle declares its pages. */
export const DECLARATION_FILE = path.join('src', 'routes.ts');

/**
 * @param {string} dir the bundle's package folder
 * @returns {Promise<{ owner: string, pages: unknown[], links?: string[] }>}
 */
export async function readRouteDeclaration(dir) {
  const file = path.join(dir, DECLARATION_FILE);
  const source = fs.readFileSync(file, 'utf8');
  const { code } = transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  if (/^\s*import\s/m.test(code) || /\bimport\s*\(/.test(code) || /\brequire\s*\(/.test(code)) {
    throw new Error(`${file} imports other code at run time; a route declaration may only use type imports`);
  }
  /** @type {{ ROUTES?: { owner: string, pages: unknown[], links?: string[] } }} */
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  if (!module.ROUTES || !Array.isArray(module.ROUTES.pages)) {
    throw new Error(`${file} does not export ROUTES with a pages list`);
  }
  return module.ROUTES;
}

/**
 * Emits `routes.json` into the build. The declaration file is a build dependency, so a watch rebuild
 * follows its changes.
 * @param {string} dir
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function routeDeclarationPlugin(dir) {
  return {
    apply(compiler) {
      const { webpack } = compiler;
      compiler.hooks.thisCompilation.tap('KseiRoutes', (compilation) => {
        compilation.fileDependencies.add(path.join(dir, DECLARATION_FILE));
        compilation.hooks.processAssets.tapPromise(
          { name: 'KseiRoutes', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            try {
              const routes = await readRouteDeclaration(dir);
              compilation.emitAsset(
                'routes.json',
                new webpack.sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`),
              );
            } catch (error) {
              compilation.errors.push(new webpack.WebpackError(/** @type {Error} */ (error).message));
            }
          },
        );
      });
    },
  };
}
