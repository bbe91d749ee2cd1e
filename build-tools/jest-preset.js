// @ts-check
/**
 * Jest settings every package shares: TypeScript through swc, `./x.js` imports mapped to the `.ts`
 * sources, CSS replaced by a class-name echo.
 * @param {{ dir: string, environment?: 'node' | 'jsdom' }} options
 */
export function jestConfig({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    displayName: dir.split('/').pop(),
    testEnvironment: environment,
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // i18next, react-i18next and zustand ship ESM only entry points for some paths, Lexical (the body
    // editor) only ESM: transform them too.
    transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next|zustand|lexical|@lexical)/)'],
    moduleNameMapper: {
      '\\.css$': '@ksei/build-tools/css-stub',
      // The server imports the compiled node entry at run time; tests read the sources.
      '^@ksei/shared/node$': '<rootDir>/../shared/src/node.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    // Browser code routes with the manifest the shell installs at boot; tests get the whole site's.
    ...(environment === 'jsdom' ? { setupFilesAfterEnv: ['<rootDir>/../shared/test/install-site-routes.ts'] } : {}),
  };
}
