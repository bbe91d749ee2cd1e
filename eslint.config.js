// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
// The project's own rules and import fences, each in a file of its own.
import { noCycles } from './build-tools/eslint/cycles.js';
import { sectionBoundaries } from './build-tools/eslint/section-boundaries.js';
import { serverTiers } from './build-tools/eslint/server-tiers.js';
import { sharedKitBoundaries } from './build-tools/eslint/shared-kits.js';
import { shellTiers } from './build-tools/eslint/shell-tiers.js';

const REMOTES = fs.readdirSync(import.meta.dirname).filter((dir) => dir.startsWith('mf-'));

/**
 * Browser bundles share react-i18next as a subset of its exports (build-tools/shared-subsets): the rest
 * would be undefined at run time.
 */
const REACT_I18NEXT_SUBSET = {
  name: 'react-i18next',
  importNames: [
    'Trans',
    'TransWithoutContext',
    'IcuTrans',
    'IcuTransWithoutContext',
    'withTranslation',
    'Translation',
    'withSSR',
    'useSSR',
    'setDefaults',
    'getDefaults',
    'nodesToString',
    'composeInitialProps',
    'getInitialProps',
  ],
  message: 'Not in the shared react-i18next subset (build-tools/shared-subsets/react-i18next.js): add it there first.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'releases/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.e2e-*/**',
      // Stryker's sandboxes: copies of the repository while a mutation run works (ignored by git too).
      '.stryker-tmp*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [REACT_I18NEXT_SUBSET],
          patterns: [
            {
              group: ['mf-*', '@ksei/shell', '**/shell/src/**'],
              message: 'Sections never import each other or the shell.',
            },
            { group: ['**/shared/src/**'], message: 'Import @ksei/shared by package name, so it stays one instance.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Inside the shared package itself relative imports are the norm.
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [REACT_I18NEXT_SUBSET] }] },
  },
  sharedKitBoundaries,
  serverTiers,
  shellTiers,
  ...REMOTES.map(sectionBoundaries),
  noCycles,
  {
    // Element ids come from useElementId (@ksei/shared): React's own begin with `_`, which validators refuse.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/hooks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='useId']",
          message:
            'Use useElementId from @ksei/shared: an id that starts with a letter, the same on server and browser.',
        },
      ],
    },
  },
  {
    // A focused test (`.only`) would silently skip the rest of its file: never committed.
    files: ['**/test/**/*.{ts,tsx}', 'e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression[property.name='only'][object.name=/^(it|test|describe)$/]",
          message: 'Focused tests skip the others: remove .only before committing.',
        },
        {
          selector:
            "CallExpression > MemberExpression[property.name='only'][object.type='MemberExpression'][object.object.name='test']",
          message: 'Focused tests skip the others: remove .only before committing.',
        },
      ],
    },
  },
  {
    // A route declaration is data the build evaluates on its own: type imports only.
    files: ['shell/src/routes.ts', 'mf-*/src/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'A route declaration may only use type imports: the build evaluates it on its own.',
        },
      ],
    },
  },
  {
    // Sections link through their typed `pathTo` (own pages and declared `links` only).
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/shared/paths.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            REACT_I18NEXT_SUBSET,
            {
              name: '@ksei/shared',
              importNames: ['buildPath'],
              message: "Use the section's pathTo (src/shared/paths.ts): links are typed and checked at release.",
            },
            {
              name: 'react-router-dom',
              message:
                'Use the router through @ksei/shared/section/page: every section must keep the same set of its exports (it is shared trimmed).',
            },
            {
              name: 'react-router',
              message: 'Use the router through @ksei/shared/section/page.',
            },
          ],
          patterns: [
            {
              group: ['mf-*', '@ksei/shell', '**/shell/src/**'],
              message: 'Sections never import each other or the shell.',
            },
            { group: ['**/shared/src/**'], message: 'Import @ksei/shared by package name, so it stays one instance.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
