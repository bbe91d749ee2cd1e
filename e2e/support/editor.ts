import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Locale } from '@ksei/shared/node';
import { signInContext, type StaffCredentials } from './staff';

/** The staff editor pages' content (mf-publication's section). */
export const editor = (page: Page): Locator => page.locator('[data-section="mf-publication"]');

/** A signed-in browser of its own for `account`. */
export async function staffPage(
  browser: Browser,
  request: APIRequestContext,
  account: StaffCredentials,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  await signInContext(context, request, account);
  return { context, page: await context.newPage() };
}

/**
 * A field of one language part (inside that part's fieldset, whose legend names the language), in the
 * announcement editor or in `section`'s (another section's editor: the same kit, its own content).
 */
export function partField(page: Page, legend: string, label: string, section: Locator = editor(page)): Locator {
  return section
    .locator('fieldset')
    .filter({ has: page.locator('legend', { hasText: legend }) })
    .getByLabel(label, { exact: false });
}

/** The language parts' legends as the editor names them, in the page's language. */
export const PART_LEGENDS: Readonly<Record<Locale, Readonly<Record<Locale, string>>>> = {
  id: { id: 'Bahasa Indonesia', en: 'English' },
  en: { id: 'Indonesian', en: 'English' },
};
