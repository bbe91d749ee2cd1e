import type { Page } from '@playwright/test';
import { E2E_PORT } from './env';
import { gotoWaitsForHydration, test, watchProblems, type PageProblems } from './fixtures';

export interface WalkingPage {
  readonly page: Page;
  /** This test's console errors and uncaught exceptions (emptied before each test). */
  readonly problems: PageProblems;
}

/**
 * One browser page per worker that every test of a spec navigates, as a visitor walks from page to
 * page: the bundles come from the browser's cache and are compiled once, where a fresh page per test
 * downloaded and compiled all of them again (the crawl: 2.0 → 1.1 min for 30 pages on one worker).
 * Each test still starts with a full navigation; cookies, storage and the viewport are reset around it.
 */
export const walk = test.extend<{ walking: WalkingPage }, { workerPage: WalkingPage }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const page = await context.newPage();
      const problems = await watchProblems(page);
      gotoWaitsForHydration(page);
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
  walking: async ({ workerPage }, use) => {
    const { page, problems } = workerPage;
    problems.consoleErrors.length = 0;
    problems.pageErrors.length = 0;
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 720 });
    await use(workerPage);
    page.removeAllListeners('request');
    // What one page stored must not steer the next (a remembered redirect, a toast).
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  },
});
