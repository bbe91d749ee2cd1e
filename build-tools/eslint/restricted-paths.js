// @ts-check
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * A flat-config block forbidding imports across `zones` in `files` (import-x's no-restricted-paths),
 * with the TypeScript resolver so that `.js` specifiers find their `.ts` sources.
 * @param {string[]} files
 * @param {object[]} zones
 */
export function restrictedPaths(files, zones) {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  };
}
