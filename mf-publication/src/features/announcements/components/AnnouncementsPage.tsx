import { useTranslation } from 'react-i18next';
import { ListPage, SelectField, listStyles as styles } from '@ksei/shared/content';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { announcementFilters, loadAnnouncements } from '../api/announcements.js';
import { recentMonths } from '../api/calendar.js';
import { AnnouncementItem } from './AnnouncementItem.js';

export const loader = loadAnnouncements;

/** Announcements, filtered by type and month, a page at a time; the filters live in the address. */
export default function AnnouncementsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const query = useListQuery();
  const { params, update, locale } = query;
  const { type, month } = announcementFilters(params);
  const { list, types, today } = usePageData<typeof loader>();
  const typeOptions = [
    { value: '', label: t('allTypes') },
    ...types.map((item) => ({ value: item.code, label: item.label })),
  ];
  // A type or month outside the lists (an old link) stays selectable, so the filter shows what applies.
  if (type && !typeOptions.some((option) => option.value === type)) typeOptions.push({ value: type, label: type });
  const months = recentMonths(today, 24, locale);
  const monthOptions = [{ value: '', label: t('allMonths') }, ...months];
  if (month && !months.some((option) => option.value === month)) monthOptions.push({ value: month, label: month });

  return (
    <ListPage
      pageId={pageId}
      lead={t('announcementsLead')}
      controlsLabel={t('filters')}
      controls={
        <>
          <SelectField
            name="type"
            label={t('typeFilter')}
            value={type}
            options={typeOptions}
            onChange={(value) => update({ type: value })}
          />
          <SelectField
            name="month"
            label={t('monthFilter')}
            value={month}
            options={monthOptions}
            onChange={(value) => update({ month: value })}
          />
        </>
      }
      namespace="mf-publication"
      list={list}
      query={query}
      filtered={Boolean(type || month)}
    >
      <ul className={styles.items}>
        {list.data.map((item) => (
          <li key={item.id}>
            <AnnouncementItem item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <p>
        {/* A server route, not a page: a plain link (the calendar app or the browser takes it). */}
        <a href={`/feeds/announcements.${locale}.ics`} type="text/calendar">
          {t('calendarFeed')}
        </a>
      </p>
    </ListPage>
  );
}
