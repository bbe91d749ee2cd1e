import { useTranslation } from 'react-i18next';
import { PageHeader, formatDate, AsyncList as Async, Results, useQueryState, listStyles as styles } from '@ksei/shared';
import { useEvents } from '../api/events.js';

const PAGE_SIZE = 10;

/** KSEI's events: date, place and what happened, a page at a time. */
export default function EventsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { page, hrefWith, locale } = useQueryState(pageId);
  const list = useEvents({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader pageId={pageId} lead={t('eventsLead')} />
      <Async state={list}>
        {({ data, meta }) => (
          <Results
            namespace="mf-publication"
            meta={meta}
            count={data.length}
            sample={data.some((item) => item.sample)}
            filtered={false}
            hrefFor={(target) => hrefWith({ page: target })}
          >
            <ul className={styles.items}>
              {data.map((item) => (
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
          </Results>
        )}
      </Async>
    </>
  );
}
