import { useTranslation } from 'react-i18next';
import { formatDate, ListPage, listStyles as styles } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadEvents } from '../api/events.js';

export const loader = loadEvents;

/** KSEI's events: date, place and what happened, a page at a time. */
export default function EventsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const query = useListQuery();
  const list = usePageData<typeof loader>();
  const locale = query.locale;
  return (
    <ListPage pageId={pageId} lead={t('eventsLead')} namespace="mf-publication" list={list} query={query}>
      <ul className={styles.items}>
        {list.data.map((item) => (
          <li key={item.slug} className={styles.item}>
            <article>
              <h2 className={styles.itemTitle}>{item.title}</h2>
              <dl className={styles.meta}>
                <div>
                  <dt>{t('date')}</dt>
                  <dd>
                    <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('location')}</dt>
                  <dd>{item.location}</dd>
                </div>
              </dl>
              <p className={styles.summary}>{item.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
