import { useLocale, type Locale } from '@ksei/shared';

/**
 * The language a published item is shown in when the page's own language was not published: the page
 * then shows the other language's text, marked with its `lang` and a sentence saying so. `undefined`
 * when the page's language is published, when the item names no language at all (nothing is marked), or
 * when there is no item (a page whose item was not found).
 */
export function useOtherLanguage(item: { readonly locales: readonly string[] } | null): Locale | undefined {
  const locale = useLocale();
  if (!item || item.locales.length === 0 || item.locales.includes(locale)) return undefined;
  return locale === 'id' ? 'en' : 'id';
}
