import { defineConfig } from '@playwright/test';

/**
 * The cluster suite: three production servers on PostgreSQL behind Debian's nginx (scripts/cluster.mjs).
 * Run after the browser suites (`npm test -w e2e`), alone: its loads would slow their pages. No browser.
 */
export default defineConfig({
  testDir: './cluster',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
