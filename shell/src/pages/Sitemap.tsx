import { useTranslation } from 'react-i18next';
import { Link, PageHeader, buildPath, navigation, pageTitle, routeTable, useLocale } from '@ksei/shared';

/** Generated from the composed route manifest: every page without parameters, grouped like the menu. */
export default function Sitemap() {
  const { t } = useTranslation();
  const locale = useLocale();
  const PAGES = routeTable().pages;
  const grouped = new Set(PAGES.filter((page) => page.nav).map((page) => page.id));
  const others = PAGES.filter(
    // Sign-in and staff pages are not for visitors.
    (page) => !grouped.has(page.id) && !page.paths[locale].includes(':') && page.auth === false,
  );
  return (
    <>
      <PageHeader pageId="sitemap" lead={t('sitemap.lead')} />
      {navigation().map(({ group, pages }) => (
        <section key={group} aria-labelledby={`sitemap-${group}`}>
          <h2 id={`sitemap-${group}`}>{t(`nav.${group}`)}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.id}>
                <Link to={buildPath(page.id, locale)}>{pageTitle(page.id, locale)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="sitemap-other">
        <h2 id="sitemap-other">{t('site.name')}</h2>
        <ul>
          {others.map((page) => (
            <li key={page.id}>
              <Link to={buildPath(page.id, locale)}>{pageTitle(page.id, locale)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
