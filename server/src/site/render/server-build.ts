import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const ownRequire = createRequire(import.meta.url);

/**
 * The packages a server build may require, handed in from the server's own installation (one React per
 * process, as one per page in the browser). The list matches what the builds leave external
 * (`SERVER_EXTERNALS` in build-tools/webpack.js); anything else is a build that bundled wrongly.
 */
export const PROVIDED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  'axios',
] as const;

export class ServerBuildError extends Error {
  override readonly name = 'ServerBuildError';
}

/**
 * Evaluates a server build (one CommonJS file) in this process, with a `require` that gives only the
 * provided packages and `extra` (the shell's `@ksei/shared` for a section) and fails loudly on anything
 * else. Not a sandbox: the builds are this site's own releases, trusted like the server's code; the
 * allow-list keeps them from reaching packages (or files) the contract does not name.
 */
export async function loadServerBuild(
  file: string,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, unknown>> {
  const code = await fs.readFile(file, 'utf8');
  const provided = new Set<string>(PROVIDED_PACKAGES);
  const requireProvided = (id: string): unknown => {
    if (Object.hasOwn(extra, id)) return extra[id];
    if (provided.has(id)) return ownRequire(id);
    throw new ServerBuildError(`${file} requires ${id}, which the server does not provide to server builds`);
  };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  });
  const module = { exports: {} as Record<string, unknown> };
  run.call(module.exports, module.exports, requireProvided, module, file, path.dirname(file));
  return module.exports;
}
