import { test as base, expect, type Page } from '@playwright/test';
import './site-routes';

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records console errors, uncaught exceptions and CSP violations of a page from its first script on. */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Versions of a shared package loaded on the page, from the federation runtime's share scope. */
export async function loadedVersions(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type ShareEntry = { loaded?: boolean; lib?: unknown };
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__;
    const versions = new Set<string>();
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const [version, entry] of Object.entries(scope[name] ?? {})) {
          if (entry.loaded || entry.lib) versions.add(version);
        }
      }
    }
    return [...versions];
  }, pkg);
}

/**
 * Pages arrive server-rendered: a control is visible before the page's script has hydrated it, and a
 * click then does nothing. After this, every `page.goto` also waits until the shell says the page is
 * interactive (`<html data-ready>`), or 15 s (a test of a failing page goes on).
 */
export function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 15_000 })
      .catch(() => undefined);
    return response;
  };
}

/** Playwright's `test` whose `page.goto` (with JavaScript on) waits for hydration. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    await use(page);
  },
});
export { expect };
