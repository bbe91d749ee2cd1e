// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const REMOTES = fs.readdirSync(import.meta.dirname).filter((dir) => dir.startsWith('mf-'));

/** bulletproof-react's one-way rule inside a section: app → features → shared; features stay apart. */
function sectionBoundaries(remote) {
  const featuresDir = path.join(import.meta.dirname, remote, 'src', 'features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return {
    files: [`${remote}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${remote}/src/features`,
              from: `./${remote}/src/app`,
              message: 'Features must not import the app layer.',
            },
            ...features.map((feature) => ({
              target: `./${remote}/src/features/${feature}`,
              from: `./${remote}/src/features`,
              except: [`./${feature}`],
              message: 'Features must not import each other.',
            })),
          ],
        },
      ],
    },
  };
}

/**
 * @ksei/shared's root entry is one shared instance that every first view loads whole; the kits at
 * `@ksei/shared/content` and `@ksei/shared/section` are bundled by each bundle that uses them. A kit
 * reaches the root by package name only (a relative import would bundle a second copy of a store or of
 * the i18n instance), and the root never imports a kit (it would carry it into every first view).
 */
const SHARED_SRC = path.join(import.meta.dirname, 'shared', 'src');
const SHARED_KITS = ['content', 'section', 'captcha'];
const SHARED_ROOT_FOLDERS = fs
  .readdirSync(SHARED_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_KITS.includes(entry.name) && entry.name !== 'api')
  .map((entry) => entry.name);
/**
 * Modules in the root's folders that are subpaths of their own (`@ksei/shared/compose`), not the root.
 * @type {Record<string, string[]>}
 */
const SHARED_SUBPATHS_IN_ROOT_FOLDERS = { routes: ['./compose.ts'] };
const sharedKitBoundaries = {
  files: ['shared/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...SHARED_ROOT_FOLDERS.map((folder) => ({
            target: SHARED_KITS.map((kit) => `./shared/src/${kit}`),
            from: `./shared/src/${folder}`,
            except: SHARED_SUBPATHS_IN_ROOT_FOLDERS[folder] ?? [],
            message:
              'A kit imports the root entry as `@ksei/shared` (one instance per page), never by a relative path.',
          })),
          {
            target: ['./shared/src/index.ts', ...SHARED_ROOT_FOLDERS.map((folder) => `./shared/src/${folder}`)],
            from: SHARED_KITS.map((kit) => `./shared/src/${kit}`),
            message: "The root entry never imports a kit: every first view would carry it. Import the kit's path.",
          },
        ],
      },
    ],
  },
};

/**
 * The server's tiers (server/README.md, "Where things go"). Imports only go down: the entry points and
 * the composition root (index.ts, import-securities.ts, app.ts, config.ts, cli/) → api/, site/, seed/ →
 * http/ → domains/ → db/, text/, time/. api/, site/ and seed/ stay apart; startup/ (data folder, lock,
 * process guard) is the entry points' own and imports nothing else of the server; db/, text/ and time/
 * import nothing else of it. Domains may use one another, without a cycle (below).
 */
const SERVER_SRC = './server/src';
const serverTier = (name) => `${SERVER_SRC}/${name}`;
const SERVER_ENTRY = ['index.ts', 'import-securities.ts', 'app.ts', 'config.ts', 'cli'].map(serverTier);
const SERVER_TIERS = ['api', 'site', 'seed', 'http', 'domains', 'startup', 'dev', 'db', 'text', 'time'];
/** What each tier must not import: the entry, the tiers above it and those beside it. */
const SERVER_FORBIDDEN = {
  api: ['site', 'seed', 'startup', 'dev'],
  site: ['api', 'seed', 'startup', 'dev'],
  seed: ['api', 'site', 'startup', 'dev'],
  http: ['api', 'site', 'seed', 'startup', 'dev'],
  domains: ['api', 'site', 'seed', 'http', 'startup', 'dev'],
  startup: SERVER_TIERS.filter((tier) => tier !== 'startup'),
  // Development-only services (the local captcha provider): started by the entry, using text/ only.
  dev: SERVER_TIERS.filter((tier) => tier !== 'dev' && tier !== 'text'),
  db: SERVER_TIERS.filter((tier) => tier !== 'db'),
  text: SERVER_TIERS.filter((tier) => tier !== 'text'),
  time: SERVER_TIERS.filter((tier) => tier !== 'time'),
};

/** Marks an import or export declaration and its specifiers as value imports; answers how to undo it. */
function asValueImport(node) {
  const changed = [node, ...(node.specifiers ?? [])].filter(
    (part) => part.importKind === 'type' || part.importKind === 'typeof' || part.exportKind === 'type',
  );
  const kinds = changed.map((part) => [part.importKind, part.exportKind]);
  for (const part of changed) {
    if ('importKind' in part) part.importKind = 'value';
    if ('exportKind' in part) part.exportKind = 'value';
  }
  return () =>
    changed.forEach((part, index) => {
      const [importKind, exportKind] = kinds[index];
      if ('importKind' in part) part.importKind = importKind;
      if ('exportKind' in part) part.exportKind = exportKind;
    });
}

/** typescript-eslint's parser, with every import read as a value import (only for the cycle check's walk). */
const TYPE_IMPORTS_AS_VALUES = {
  meta: { name: 'ksei-type-imports-as-values' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) asValueImport(node);
    return result;
  },
};

/**
 * import-x's no-cycle with type-only imports counted. The stock rule leaves `import type` out of its
 * walk (it vanishes at run time) and has no option to count it; in the server a cycle of types still
 * ties two modules, and their folders, together (the seed's model and its facts reader were one). The
 * file's own imports are shown to the rule as value imports, and the modules it walks through are
 * parsed so too.
 */
const noCycleCountingTypes = {
  meta: importX.rules['no-cycle'].meta,
  create(context) {
    const walking = Object.create(context, {
      languageOptions: { value: { ...context.languageOptions, parser: TYPE_IMPORTS_AS_VALUES } },
    });
    const visitors = importX.rules['no-cycle'].create(walking);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (node) => {
          const undo = asValueImport(node);
          try {
            return visit(node);
          } finally {
            undo();
          }
        },
      ]),
    );
  },
};

const serverTiers = {
  files: ['server/src/**/*.{ts,mjs}'],
  plugins: { 'import-x': importX, 'ksei-server': { rules: { 'no-cycle': noCycleCountingTypes } } },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    // The modules the cycle check walks through: TypeScript and the database worker's plain ES module.
    'import-x/extensions': ['.ts', '.mjs'],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: Object.entries(SERVER_FORBIDDEN).map(([tier, forbidden]) => ({
          target: serverTier(tier),
          from: [...SERVER_ENTRY, ...forbidden.map(serverTier)],
          message: `server/src/${tier} may not import the entry points or ${forbidden.join(', ')} (imports go down: server/README.md, "Where things go").`,
        })),
      },
    ],
    'ksei-server/no-cycle': 'error',
  },
};

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
  ...REMOTES.map(sectionBoundaries),
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
