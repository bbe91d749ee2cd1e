// @ts-check
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { kseiPlugin } from './no-cycle-counting-types.js';

/**
 * No import cycle in any package's sources, type-only imports counted: two modules (and their folders)
 * that import each other are one unit in disguise, and the tier rules cannot say which is above.
 */
export const noCycles = {
  files: ['server/src/**/*.{ts,mjs}', 'shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX, ksei: kseiPlugin },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    // The modules the cycle check walks through: TypeScript and the database worker's plain ES module.
    'import-x/extensions': ['.ts', '.tsx', '.mjs'],
  },
  rules: { 'ksei/no-cycle': 'error' },
};
