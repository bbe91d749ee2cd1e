import { useTranslation } from 'react-i18next';
import { PageHeader, formatDate, BusyList, Results, listStyles as styles } from '@ksei/shared';
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
  const { data, meta } = list;
  return (
    <>
      <PageHeader pageId={pageId} lead={t('todayLead', { date: formatDate(today, locale) })} />
      <BusyList busy={busy}>
        {meta.total === 0 ? (
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
        )}
      </BusyList>
    </>
  );
}
