/** One jest run over every package's unit tests (each package can also run its own with `npm test -w`). */
export default {
  // Suites boot a real PGlite (WASM) or start servers; on a busy two-core machine that takes seconds.
  // Jest reads this only from the root configuration, not from a project's.
  testTimeout: 20_000,
  projects: [
    'shared',
    'shell',
    'server',
    'mf-about',
    'mf-publication',
    'mf-regulations',
    'mf-service-support',
    'mf-statistics',
    'mf-careers',
    'mf-forms',
    'scripts',
  ].map((dir) => `<rootDir>/${dir}`),
};
