import { useTranslation } from 'react-i18next';
import { PageHeader, formatDate, AsyncList as Async, Results, useQueryState, listStyles as styles } from '@ksei/shared';
import { useAnnouncements } from '../api/announcements.js';
import { groupByType, todayInJakarta } from '../api/calendar.js';
import { AnnouncementItem } from './AnnouncementItem.js';

const PAGE_SIZE = 100;

/** Today's announcements (Jakarta date), grouped by announcement type. */
export default function TodaysAnnouncementsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { page, hrefWith, locale } = useQueryState(pageId);
  const today = todayInJakarta();
  const list = useAnnouncements({ date: today, page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader pageId={pageId} lead={t('todayLead', { date: formatDate(today, locale) })} />
      <Async state={list}>
        {({ data, meta }) =>
          meta.total === 0 ? (
            <p className={styles.empty}>{t('noneToday')}</p>
          ) : (
            <Results
              namespace="mf-publication"
              meta={meta}
              count={data.length}
              sample={data.some((item) => item.sample)}
              filtered
              hrefFor={(target) => hrefWith({ page: target })}
            >
              {groupByType(data).map((group) => (
                <section key={group.type} className={styles.group}>
                  <h2 className={styles.groupTitle}>{group.label}</h2>
                  <ul className={styles.items}>
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <AnnouncementItem item={item} headingLevel={3} showType={false} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </Results>
          )
        }
      </Async>
    </>
  );
}
