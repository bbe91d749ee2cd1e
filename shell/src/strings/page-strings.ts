import { COMMON_NS, i18n, type Locale } from '@ksei/shared';

/*
 * The strings of the shell's own pages (home, search, login) live beside them (`<page>-strings.ts`),
 * under their usual keys of the common namespace, which they join when the page's module loads. In
 * @ksei/shared's resources they were in every first view, a section's page included (1.0 KB of the
 * shell's entry gzipped); the chrome's strings (the header's search suggestions among them) stay there.
 */

const added = new WeakSet<object>();

/** Adds a page's strings to the common namespace, in both languages (once per set). */
export function addPageStrings(strings: Readonly<Record<Locale, object>>): void {
  if (added.has(strings)) return;
  added.add(strings);
  for (const locale of Object.keys(strings) as Locale[]) {
    i18n.addResourceBundle(locale, COMMON_NS, strings[locale], true, false);
  }
}
