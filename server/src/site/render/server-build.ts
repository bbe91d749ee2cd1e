import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { SERVER_BUILD_EXTERNALS } from '@ksei/shared/node';

const ownRequire = createRequire(import.meta.url);

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
  const provided = new Set<string>(SERVER_BUILD_EXTERNALS);
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
