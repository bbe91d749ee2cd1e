import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  AsyncList as Async,
  Controls,
  SelectField,
  Results,
  monthFromQuery,
  textFromQuery,
  useQueryState,
  listStyles as styles,
} from '@ksei/shared';
import { useAnnouncementTypes, useAnnouncements } from '../api/announcements.js';
import { recentMonths, todayInJakarta } from '../api/calendar.js';
import { AnnouncementItem } from './AnnouncementItem.js';

const PAGE_SIZE = 10;

/** Announcements, filtered by type and month, a page at a time; the filters live in the address. */
export default function AnnouncementsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const { params, page, hrefWith, update, locale } = useQueryState(pageId);
  const type = textFromQuery(params.get('type'));
  const month = monthFromQuery(params.get('month'));
  const types = useAnnouncementTypes();
  const list = useAnnouncements({ type, month, page, pageSize: PAGE_SIZE });
  const typeOptions = [
    { value: '', label: t('allTypes') },
    ...(types.status === 'ready' ? types.data.data.map((item) => ({ value: item.code, label: item.label })) : []),
  ];
  // Keep a selected type visible while the type list loads.
  if (type && !typeOptions.some((option) => option.value === type)) typeOptions.push({ value: type, label: type });
  const months = recentMonths(todayInJakarta(), 24, locale);
  const monthOptions = [{ value: '', label: t('allMonths') }, ...months];
  if (month && !months.some((option) => option.value === month)) monthOptions.push({ value: month, label: month });

  return (
    <>
      <PageHeader pageId={pageId} lead={t('announcementsLead')} />
      <Controls label={t('filters')}>
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
      </Controls>
      <Async state={list}>
        {({ data, meta }) => (
          <Results
            namespace="mf-publication"
            meta={meta}
            count={data.length}
            sample={data.some((item) => item.sample)}
            filtered={Boolean(type || month)}
            hrefFor={(target) => hrefWith({ page: target })}
          >
            <ul className={styles.items}>
              {data.map((item) => (
                <li key={item.id}>
                  <AnnouncementItem item={item} headingLevel={2} />
                </li>
              ))}
            </ul>
          </Results>
        )}
      </Async>
    </>
  );
}
