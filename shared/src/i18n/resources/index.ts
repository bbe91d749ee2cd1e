import { en } from './en.js';
import { id } from './id.js';
import type { Resources } from './types.js';
import type { Locale } from '../../routes/types.js';

export type { Resources } from './types.js';
export const RESOURCES: Readonly<Record<Locale, Resources>> = { id, en };

/** `Page title | KSEI`, the document title of a page. */
export function documentTitle(title: string, locale: Locale): string {
  return `${title} | ${RESOURCES[locale].site.titleSuffix}`;
}
