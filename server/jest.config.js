import { jestConfig } from '@ksei/build-tools/jest-preset';

const preset = jestConfig({ dir: import.meta.dirname });

/**
 * Some server dependencies do not run in jest's CommonJS runtime as shipped (Node 20.19+ loads them
 * fine): @fastify/static and light-my-request (`app.inject`) require content-disposition and cookie,
 * which ship ESM only; PGlite's CommonJS build loads Node built-ins with dynamic `import()`, which
 * jest refuses without --experimental-vm-modules. swc rewrites all of them into plain `require`.
 */
const swcToCommonJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
];

export default {
  ...preset,
  // Each suite boots a real PGlite (WASM); on a busy two-core machine that can take seconds.
  testTimeout: 20_000,
  transform: { ...preset.transform, '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swcToCommonJs },
  transformIgnorePatterns: [
    '/node_modules/(?!(i18next|react-i18next|zustand|lexical|@lexical|content-disposition|cookie|@electric-sql/pglite)/)',
  ],
};
