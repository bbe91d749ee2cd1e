import { RESOURCES, alternates, documentTitle, pageTitle, type LocationState } from '@ksei/shared';

function setLink(rel: string, hreflang: string | null, href: string | null): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * The path whose head the server wrote: its title may be the item's own (a press release's headline),
 * which the manifest does not know, so it is kept until the visitor navigates elsewhere.
 */
let serverWritten: string | null = window.location.pathname;

/**
 * Keeps `<html lang>`, `<title>`, canonical and hreflang links right after client navigation
 * (the server writes the same for the first request).
 */
export function updateHead({ match, locale, path }: LocationState): void {
  document.documentElement.lang = locale;
  const origin = window.location.origin;
  if (!match) {
    document.title = documentTitle(RESOURCES[locale].notFound.title, locale);
    setLink('canonical', null, null);
    for (const lang of ['id', 'en', 'x-default']) setLink('alternate', lang, null);
    return;
  }
  if (path === serverWritten) return;
  serverWritten = null;
  document.title = documentTitle(pageTitle(match.page.id, locale), locale);
  const versions = alternates(match);
  setLink('canonical', null, origin + (versions.find((v) => v.locale === locale)?.path ?? '/'));
  // A page with one address for both languages (`/login`) has no language versions to announce.
  const bilingual = new Set(versions.map((v) => v.path)).size > 1;
  for (const version of versions) setLink('alternate', version.locale, bilingual ? origin + version.path : null);
  const fallback = versions.find((v) => v.locale === 'id')?.path;
  setLink('alternate', 'x-default', bilingual && fallback ? origin + fallback : null);
}
