import { useTranslation } from 'react-i18next';
import { PageHeader } from '@ksei/shared';
import { formatDate, BusyList, ListResults, listStyles as styles } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadTodaysAnnouncements } from '../api/announcements.js';
import { groupByType } from '../api/calendar.js';
import { AnnouncementItem } from './AnnouncementItem.js';

export const loader = loadTodaysAnnouncements;

/** Today's announcements (Jakarta date, as the loader read them), grouped by announcement type. */
export default function TodaysAnnouncementsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { hrefWith, locale, busy } = useListQuery();
  const { list, today } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('todayLead', { date: formatDate(today, locale) })} />
      {list.meta.total === 0 ? (
        <BusyList busy={busy}>
          <p className={styles.empty}>{t('noneToday')}</p>
        </BusyList>
      ) : (
        <ListResults
          namespace="mf-publication"
          list={list}
          busy={busy}
          filtered
          hrefFor={(target) => hrefWith({ page: target })}
        >
          {groupByType(list.data).map((group) => (
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
        </ListResults>
      )}
    </>
  );
}
