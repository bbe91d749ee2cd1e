/** One jest run over every package's unit tests (each package can also run its own with `npm test -w`). */
export default {
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
  ].map((dir) => `<rootDir>/${dir}`),
};
