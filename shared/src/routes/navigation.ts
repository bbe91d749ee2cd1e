import { PAGES } from './manifest.js';
import type { NavGroup, PageDefinition } from './types.js';

export const NAV_GROUPS: readonly NavGroup[] = [
  'about',
  'publication',
  'statistics',
  'regulations',
  'serviceSupport',
  'information',
];

/** The header menu: each group with its pages, in manifest order. */
export function navigation(): { group: NavGroup; pages: PageDefinition[] }[] {
  return NAV_GROUPS.map((group) => ({ group, pages: PAGES.filter((page) => page.nav === group) }));
}
