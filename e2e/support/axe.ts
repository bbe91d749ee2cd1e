import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from './env';

/**
 * axe over the page for WCAG 2.2 AA. Legacy mode runs axe in the page itself: the default opens a
 * blank page for every scan to merge the results of cross-origin frames, which doubled the cost of a
 * scan (about 2.8 s → 1.2 s on a busy two-core machine, the same results). The site has no
 * cross-origin frame to test: the only frame, the captcha's no-JavaScript fallback, is the site's own.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
}
