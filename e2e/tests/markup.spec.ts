import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import type { Page } from '@playwright/test';
import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';

/**
 * html-validate's recommended rules over one page per section, as the server sends it and as the page
 * stands after hydration (React and the section's code may add what the server did not write).
 * Only rules about how markup is spelled (quotes, case, self-closing style) are off: they judge style,
 * not meaning, and React writes its markup its own way.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'attr-quotes': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'element-case': 'off',
    'no-self-closing': 'off',
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    // One exception, for meaning: the site search's suggestions are an ARIA combobox's listbox (the
    // authoring practices' pattern for a text field with suggestions). A native <select> cannot be typed
    // into, and <datalist> can be neither styled nor announced the same way in every screen reader.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
};
const validator = new HtmlValidate(CONFIG);

/** One page of each section (the shell's home among them), alternating the two languages. */
const PAGES: readonly { readonly id: string; readonly locale: Locale; readonly params?: Record<string, string> }[] = [
  { id: 'home', locale: 'id' },
  { id: 'about.overview', locale: 'en' },
  { id: 'accessibility', locale: 'id' },
  { id: 'publication.pressReleases', locale: 'id' },
  { id: 'regulations.kseiRegulations', locale: 'en' },
  { id: 'service.scheduleOfCorporateActions', locale: 'en' },
  { id: 'statistics.chart', locale: 'id', params: { slug: 'sid' } },
  { id: 'careers', locale: 'en' },
  { id: 'contact', locale: 'id' },
  { id: 'whistleblowingForm', locale: 'en' },
];

function findings(messages: readonly Message[]): string[] {
  return messages.map((message) => `${message.ruleId} (${message.line}:${message.column}) ${message.message}`);
}

/**
 * The page as it stands, without the development captcha's widget: it stands in for Google's, which is
 * an iframe of Google's own (not this site's markup), and styles itself through the style property.
 */
async function hydrated(page: Page): Promise<string> {
  await page.evaluate(() => document.querySelectorAll('[data-local-captcha]').forEach((widget) => widget.remove()));
  return page.content();
}

async function validate(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => findings(result.messages));
}

test.describe('markup under html-validate', () => {
  for (const { id, locale, params } of PAGES) {
    walk(`${id} (${locale}): the server's HTML and the hydrated page`, async ({ walking: { page }, request }) => {
      const path = buildPath(id, locale, params);
      const served = await request.get(path);
      expect(served.status()).toBe(200);
      expect(await validate(await served.text()), 'the server HTML').toEqual([]);
      await page.goto(path);
      await page.locator('html[data-ready]').waitFor();
      // The progress bar sets its width through the style property while a page loads: judged once hidden
      // (a style attribute left behind then is a finding).
      await expect(page.locator('[data-progress="hidden"]')).toHaveCount(1, { timeout: 20_000 });
      expect(await validate(await hydrated(page)), 'the hydrated page').toEqual([]);
    });
  }

  test('the validator does find what it is asked to find (a duplicate id, a misused label)', async () => {
    const found = await validate(
      '<!doctype html><html lang="id"><head><title>x</title></head><body><main>' +
        '<p id="a">1</p><p id="a">2</p><div aria-label="x">3</div></main></body></html>',
    );
    expect(found.some((line) => line.startsWith('no-dup-id'))).toBe(true);
    expect(found.some((line) => line.startsWith('aria-label-misuse'))).toBe(true);
  });
});
