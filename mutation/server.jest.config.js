import serverConfig from '../server/jest.config.js';

/**
 * The tests the API's mutants are run against: the server's API suites, which call the API and assert
 * its answers. Left out: the page suites (server rendering, heads, feeds), which reach the API only
 * through a page and would boot a seeded server for nearly every mutant, and the fuzz suite, one test
 * of thousands of requests over every route (about 30 s) that guards against 5xx answers to hostile
 * input. `npm test` runs them all; here a mutant that only they would notice counts as survived.
 */
const API_SUITES = [
  'api',
  'api-contract',
  'api-errors',
  'api-error-format',
  'content-api',
  'corporate-actions-api',
  'corporate-actions-ics',
  'hardening',
  'list',
  'search',
  'search-data',
  'securities-api',
  'csv',
  'statistics-api',
];

export default {
  ...serverConfig,
  testMatch: API_SUITES.map((name) => `<rootDir>/test/${name}.test.ts`),
};
