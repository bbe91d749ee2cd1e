import { useTranslation } from 'react-i18next';
import { LOCALES, Link, PAGES, PageHeader, buildPath, pageTitle, useLocation } from '@ksei/shared';

/** Matches the query against page titles in both languages; content search joins with the content API. */
function searchPages(query: string) {
  const needle = query.toLocaleLowerCase();
  return PAGES.filter(
    (page) =>
      !page.paths.id.includes(':') &&
      page.id !== 'login' &&
      LOCALES.some((locale) => pageTitle(page.id, locale).toLocaleLowerCase().includes(needle)),
  );
}

export default function Search() {
  const { t } = useTranslation();
  const { locale, search } = useLocation();
  const query = (new URLSearchParams(search).get('q') ?? '').trim();
  const hits = query ? searchPages(query) : [];
  return (
    <>
      <PageHeader pageId="search" />
      {!query ? (
        <p>{t('search.emptyQuery')}</p>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results">{t('search.resultsFor', { query })}</h2>
          {hits.length === 0 ? (
            <p role="status">{t('search.noHits', { query })}</p>
          ) : (
            <>
              <h3>{t('search.pagesHeading')}</h3>
              <ul>
                {hits.map((page) => (
                  <li key={page.id}>
                    <Link to={buildPath(page.id, locale)}>{pageTitle(page.id, locale)}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
