import { useTranslation } from 'react-i18next';
import { formatDate, ListPage, listStyles as styles } from '@ksei/shared/content';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadPressReleases } from '../api/press-releases.js';
import { pathTo } from '../../../shared/paths.js';

export const loader = loadPressReleases;

/** Press releases, newest first, searchable; each links to its own page. */
export default function PressReleasesPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const query = useListQuery();
  const list = usePageData<typeof loader>();
  const locale = query.locale;
  return (
    <ListPage
      pageId={pageId}
      lead={t('pressReleasesLead')}
      search={{ label: t('searchList'), fieldLabel: t('searchLabel'), submitLabel: t('searchSubmit') }}
      namespace="mf-publication"
      list={list}
      query={query}
    >
      <ul className={styles.items}>
        {list.data.map((item) => (
          <li key={item.slug} className={styles.item}>
            <article>
              <h2 className={styles.itemTitle}>
                <Link to={pathTo('publication.pressRelease', locale, { slug: item.slug })}>{item.title}</Link>
              </h2>
              <p className={styles.meta}>
                <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
              </p>
              <p className={styles.summary}>{item.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
