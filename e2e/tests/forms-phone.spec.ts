import type { Locator, Page } from '@playwright/test';
import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { FORM_TEXT, gotoReady, sendReport, tickCaptcha } from '../support/staff-flow';

/**
 * The forms on a 390 × 844 phone: the floating help button never lies over a form field or the
 * follow-up's text, whatever the scroll position, and the follow-up result keeps its words whole and
 * its dates on at most two lines.
 */
const PHONE = { width: 390, height: 844 } as const;
const HELP = { id: 'Bantuan', en: 'Help' } as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls each target so that it sits at the bottom of the viewport (where the button floated), then
 * at the top, and answers the targets the help button then covers, by their description. A target
 * the page cannot scroll that far (near its end) is measured where the scroll stopped.
 */
async function coveredBy(page: Page, button: Locator, targets: Locator): Promise<string[]> {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  const covered: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    for (const block of ['end', 'start'] as const) {
      // Scrolled by hand, as a reader scrolls: the page's scroll padding (which scrollIntoView keeps) plays no part.
      await target.evaluate((element, where) => {
        const box = element.getBoundingClientRect();
        const by = where === 'end' ? box.bottom - window.innerHeight : box.top;
        window.scrollTo({ top: window.scrollY + by, behavior: 'instant' });
      }, block);
      const [field, help] = await Promise.all([target.boundingBox(), button.boundingBox()]);
      if (field && help && overlaps(field, help)) {
        covered.push(
          `${await target.evaluate((element) => `${element.tagName.toLowerCase()}#${element.id || element.textContent?.slice(0, 30)}`)} (${block})`,
        );
      }
    }
  }
  return covered;
}

/** Words of an element's text that the browser split over two lines (each word's rectangles by line). */
async function splitWords(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

/** The number of lines an element's text takes. */
async function lineCount(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  test(`whistleblowing (${locale}) on a 390 px phone: the help button covers no form field`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, buildPath('whistleblowingForm', locale));
    const button = page.getByRole('button', { name: HELP[locale], exact: true });
    await expect(button).toBeVisible();
    const fields = page.locator('form#report').locator('input:not([type="hidden"]), select, textarea, button, label');
    expect(await coveredBy(page, button, fields)).toEqual([]);
  });

  test(`follow-up (${locale}) on a 390 px phone: words whole, dates on two lines at most, the help button over no field or text`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const receipt = await sendReport(
      page,
      locale,
      'A phone-sized check: the reported person asked a supplier for a payment in exchange for a contract.',
    );
    await gotoReady(page, buildPath('whistleblowingFollowUp', locale));
    const form = page.locator('form#follow-up');
    await form.locator('#follow-up-receipt').fill(receipt);
    await tickCaptcha(form, locale);
    await form.locator('button[type="submit"]').click();
    const result = page.locator('section[aria-labelledby="follow-up-result"]');
    await expect(result.getByRole('heading', { name: FORM_TEXT[locale].resultHeading })).toBeVisible();

    const values = result.locator('dd');
    // The status, the day received and the day last updated.
    await expect(values).toHaveCount(3);
    for (const value of await values.all()) expect(await splitWords(value)).toEqual([]);
    expect(await lineCount(values.nth(0))).toBe(1);
    expect(await lineCount(values.nth(1))).toBeLessThanOrEqual(2);
    expect(await lineCount(values.nth(2))).toBeLessThanOrEqual(2);

    const button = page.getByRole('button', { name: HELP[locale], exact: true });
    const covered = await coveredBy(
      page,
      button,
      page.locator(
        'form#add-information input:not([type="hidden"]), form#add-information textarea, form#add-information button, section[aria-labelledby="follow-up-result"] :is(p, dd, dt, li)',
      ),
    );
    expect(covered).toEqual([]);
  });
}
