import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale } from '@ksei/shared';
import { DataTable, FilterLinks, ListResults, formatNumber } from '@ksei/shared/content';
import { CORPORATE_ACTION_KINDS, CORPORATE_ACTION_MARKETS } from '@ksei/shared/api';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { DEFAULT_SORT, calendarUrl, loadCorporateActions, scheduleQuery } from '../api/corporate-actions.js';
import { actionColumns, DATE_COLUMN } from './action-columns.js';
import { CalendarExport } from './CalendarExport.js';
import { Filters } from './ScheduleFilters.js';
import { KEYS, NAMESPACE } from './strings.js';

export const loader = loadCorporateActions;

/**
 * The schedule of corporate actions: kind and market tabs with their counts, filters by type, code and
 * a date range on the chosen date, a table sortable by that date, paging, and the same selection as an
 * iCalendar file and subscription. All of it lives in the address; without JavaScript the tabs are
 * links and the filters one plain GET form.
 */
export default function CorporateActionsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const { params, hrefWith, update, locale, busy } = useListQuery();
  const query = scheduleQuery(params);
  const { list, problems, types } = usePageData<typeof loader>();
  const { type, kind, market, code, from, to, sort, dateField } = query;
  const sortHref = (target: string) => hrefWith({ sort: target === DEFAULT_SORT ? '' : target });
  return (
    <>
      <PageHeader pageId={pageId} lead={t('lead')} />
      <Tabs
        label={t('kindTabs')}
        name="kind"
        current={kind}
        allLabel={t('all')}
        options={CORPORATE_ACTION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        counts={list?.tabs.kind}
        hrefFor={(value) => hrefWith({ kind: value })}
      />
      <Tabs
        label={t('marketTabs')}
        name="market"
        current={market}
        allLabel={t('allMarkets')}
        options={CORPORATE_ACTION_MARKETS.map((value) => ({ value, label: t(`market.${value}`) }))}
        counts={list?.tabs.market}
        hrefFor={(value) => hrefWith({ market: value })}
      />
      <Filters query={query} problems={problems} types={types} onApply={(changes) => update(changes)} />
      <CalendarExport href={calendarUrl(query, locale)} />
      {list ? (
        <ListResults
          namespace={NAMESPACE}
          keyPrefix="corporateActions.results"
          list={list}
          busy={busy}
          filtered={Boolean(type || kind || market || code || from || to)}
          hrefFor={(target) => hrefWith({ page: target })}
        >
          <DataTable
            caption={t('caption')}
            columns={actionColumns(t, locale, DATE_COLUMN[dateField])}
            rows={list.data}
            rowKey={(item) => item.id}
            sort={{ current: sort, hrefFor: sortHref }}
          />
        </ListResults>
      ) : null}
    </>
  );
}

/** Links that set one filter of the address (`kind` or `market`), each with its count; the chosen one is current. */
function Tabs({
  label,
  name,
  current,
  allLabel,
  options,
  counts,
  hrefFor,
}: {
  readonly label: string;
  readonly name: string;
  readonly current: string;
  readonly allLabel: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Null while a filter is refused: the tabs are there, without counts. */
  readonly counts: Readonly<Record<string, number>> | undefined;
  readonly hrefFor: (value: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const locale = useLocale();
  const withCount = (text: string, count: number | undefined) =>
    count === undefined ? text : t('tab', { label: text, count: formatNumber(count, locale) });
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs = [{ value: '', label: withCount(allLabel, all) }].concat(
    options.map((option) => ({ value: option.value, label: withCount(option.label, counts?.[option.value]) })),
  );
  return (
    <FilterLinks
      label={label}
      name={name}
      links={tabs.map((tab) => ({
        key: tab.value,
        label: tab.label,
        href: hrefFor(tab.value),
        current: tab.value === current,
      }))}
    />
  );
}
