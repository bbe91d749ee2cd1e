import { useRef, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  apiUrl,
  type HolderBreakdown,
  type HoldingComposition,
  type Locale,
  type Ownership,
  type TickerMonth,
  useElementId,
} from '@ksei/shared';
import { DataTable, formatDate, formatNumber, listStyles, type Column } from '@ksei/shared/content';
import { INVESTOR_TYPES, investorTypeLabel } from '@ksei/shared/api';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { loadOwnership } from '../api/statistics.js';
import { pathTo } from '../../../shared/paths.js';
import { PeriodForm } from './PeriodForm.js';
import { PngDownload } from './PngDownload.js';
import { SourceLink } from './SourceLink.js';
import { StatChart } from './StatChart.js';
import styles from './statistics.module.css';

/**
 * Securities ownership (kepemilikan-efek): the month's equity holdings by investor type, local and
 * foreign; a security's holdings by its code (GET form); the monthly files as CSV.
 */
export const loader = loadOwnership;

/** Trillions of rupiah, for the chart's axis (the table keeps every rupiah). */
const TRILLION = 1e12;

export default function OwnershipPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-statistics');
  const { ownership, security, code } = usePageData<typeof loader>();
  const { update, locale } = useListQuery();
  const figure = useRef<HTMLElement>(null);
  const date = formatDate(ownership.month, locale);
  return (
    <>
      <PageHeader pageId={pageId} lead={t('ownership.lead')} />
      <PeriodForm
        name="month"
        label={t('ownership.month')}
        value={ownership.month}
        options={[...ownership.months].reverse().map((month) => ({ value: month, label: formatDate(month, locale) }))}
        onChoose={(value) => update({ month: value })}
      />
      <h2>{t('ownership.summaryHeading', { date })}</h2>
      <p>
        {t('ownership.summary', {
          codes: formatNumber(ownership.equityCodes, locale),
          local: formatNumber(ownership.localValue, locale),
          foreign: formatNumber(ownership.foreignValue, locale),
          localPct: formatNumber(ownership.localValuePercent, locale, 2),
          foreignPct: formatNumber(100 - ownership.localValuePercent, locale, 2),
        })}
      </p>
      <OwnershipFigure ref={figure} ownership={ownership} date={date} />
      <ul className={styles.downloads}>
        <li>
          <PngDownload target={figure} fileName={`equity-ownership-${ownership.month}.png`} />
        </li>
      </ul>
      <ByInvestorTable ownership={ownership} date={date} />
      <CodeSearch code={code} onSearch={(text) => update({ code: text })} />
      {code ? (
        <SecurityHoldings
          code={code}
          ownership={ownership}
          holding={security?.holding ?? null}
          found={security !== null}
        />
      ) : null}
      <OwnershipFiles ownership={ownership} />
    </>
  );
}

/** The month's holdings by investor type as a chart of local and foreign bars, with its unit and source. */
function OwnershipFigure({
  ownership,
  date,
  ref,
}: {
  readonly ownership: Ownership;
  readonly date: string;
  readonly ref: Ref<HTMLElement>;
}) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  return (
    <figure className={styles.figure} ref={ref}>
      <StatChart
        id="chart-ownership"
        kind="bar"
        label={t('ownership.chartLabel', { date })}
        unit="rp-trillion"
        pair={[t('ownership.local'), t('ownership.foreign')]}
        points={ownership.byInvestor.map((row) => ({
          key: row.type,
          label: investorTypeLabel(row.type, locale),
          value: row.local / TRILLION,
          secondary: row.foreign / TRILLION,
        }))}
      />
      <figcaption className={styles.caption}>
        <p>{t('chartUnit', { unit: t('unit.rp-trillion') })}</p>
        <p>{t('asOf', { date })}</p>
        <p>
          {t('source')}: <SourceLink name={ownership.source} url={ownership.sourceUrl} />. {t('derived')}
        </p>
      </figcaption>
    </figure>
  );
}

/** The monthly files as CSV, newest first, and the file of the securities' monthly lines. */
function OwnershipFiles({ ownership }: { readonly ownership: Ownership }) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  return (
    <section aria-labelledby="ownership-files">
      <h2 id="ownership-files">{t('ownership.filesHeading')}</h2>
      <p>{t('ownership.filesLead')}</p>
      <ul className={listStyles.files}>
        {[...ownership.months].reverse().map((month) => (
          <li key={month}>
            <a href={apiUrl('/api/statistics/ownership.csv', { locale, month })} download>
              {t('ownership.fileName', { date: formatDate(month, locale) })}
            </a>
          </li>
        ))}
        <li>
          <a href={apiUrl('/api/statistics/ownership-tickers.csv', { locale })} download>
            {t('ownership.tickersFile', { codes: ownership.tickers.join(', ') })}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** A row of holdings split local and foreign: an investor type's, or the total. */
interface SplitRow {
  readonly key: string;
  readonly label: string;
  readonly local: number;
  readonly foreign: number;
}

/** The columns of a local / foreign split: the holder, then each side and their sum. */
function splitColumns(t: TFunction, locale: Locale): readonly Column<SplitRow>[] {
  return [
    { key: 'type', header: t('ownership.investorType'), rowHeader: true, cell: (row) => row.label },
    { key: 'local', header: t('ownership.local'), numeric: true, cell: (row) => formatNumber(row.local, locale) },
    { key: 'foreign', header: t('ownership.foreign'), numeric: true, cell: (row) => formatNumber(row.foreign, locale) },
    {
      key: 'total',
      header: t('ownership.total'),
      numeric: true,
      cell: (row) => formatNumber(row.local + row.foreign, locale),
    },
  ];
}

/** The columns of a security's months: price, scripless units, foreign share and values. */
function monthColumns(t: TFunction, locale: Locale): readonly Column<TickerMonth>[] {
  const figure = (key: string, header: string, value: (row: TickerMonth) => number, decimals?: number) => ({
    key,
    header: t(header),
    numeric: true,
    cell: (row: TickerMonth) => formatNumber(value(row), locale, decimals),
  });
  return [
    { key: 'month', header: t('ownership.month_'), rowHeader: true, cell: (row) => formatDate(row.month, locale) },
    figure('price', 'ownership.price', (row) => row.price),
    figure('scriplessLocal', 'ownership.scriplessLocal', (row) => row.scriplessLocal),
    figure('scriplessForeign', 'ownership.scriplessForeign', (row) => row.scriplessForeign),
    figure('foreignPercent', 'ownership.foreignPercent', (row) => row.foreignPercent, 2),
    figure('localValue', 'ownership.localValue', (row) => row.localValue),
    figure('foreignValue', 'ownership.foreignValue', (row) => row.foreignValue),
  ];
}

function ByInvestorTable({ ownership, date }: { readonly ownership: Ownership; readonly date: string }) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  const rows: SplitRow[] = [
    ...ownership.byInvestor.map((row) => ({
      key: row.type,
      label: investorTypeLabel(row.type, locale),
      local: row.local,
      foreign: row.foreign,
    })),
    { key: '', label: t('ownership.total'), local: ownership.localValue, foreign: ownership.foreignValue },
  ];
  return (
    <DataTable
      caption={t('ownership.caption', { date })}
      captionShown
      columns={splitColumns(t, locale)}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}

/** A GET form (works without JavaScript) for one security's code; other parameters (the month) are kept. */
function CodeSearch({ code, onSearch }: { readonly code: string; readonly onSearch: (code: string) => void }) {
  const { t } = useTranslation('mf-statistics');
  const { params } = useListQuery();
  const id = useElementId();
  const month = params.get('month');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('code');
    onSearch(typeof text === 'string' ? text.trim().toUpperCase() : '');
  };
  return (
    <section aria-labelledby="ownership-search">
      <h2 id="ownership-search">{t('ownership.searchHeading')}</h2>
      <form method="get" role="search" className={styles.periodForm} onSubmit={submit} data-print-hidden="">
        {month ? <input type="hidden" name="month" value={month} /> : null}
        <div>
          <label htmlFor={id}>{t('ownership.searchLabel')}</label>
          <input
            key={code}
            id={id}
            name="code"
            type="search"
            defaultValue={code}
            maxLength={30}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
          />
        </div>
        <button type="submit">{t('ownership.search')}</button>
      </form>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('ownership.searchHint')}
      </p>
    </section>
  );
}

function SecurityHoldings({
  code,
  ownership,
  holding,
  found,
}: {
  readonly code: string;
  readonly ownership: Ownership;
  readonly holding: HoldingComposition | null;
  readonly found: boolean;
}) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  if (!found && ownership.tickerMonths.length === 0)
    return (
      <p role="status" className={styles.problem}>
        {t('ownership.notFound', { code })}
      </p>
    );
  const side = (breakdown: HolderBreakdown, type: (typeof INVESTOR_TYPES)[number]) => breakdown[type];
  const holdingRows = (composition: HoldingComposition): SplitRow[] => [
    ...INVESTOR_TYPES.map((type) => ({
      key: type,
      label: investorTypeLabel(type, locale),
      local: side(composition.local, type),
      foreign: side(composition.foreign, type),
    })),
    { key: '', label: t('ownership.total'), local: composition.local.total, foreign: composition.foreign.total },
  ];
  return (
    <>
      {holding ? (
        <>
          <h3>{t('ownership.holdingHeading', { code, date: formatDate(holding.date, locale) })}</h3>
          <DataTable
            caption={t('ownership.holdingCaption', { code })}
            captionShown
            columns={splitColumns(t, locale)}
            rows={holdingRows(holding)}
            rowKey={(row) => row.key}
          />
        </>
      ) : null}
      {ownership.tickerMonths.length > 0 ? (
        <>
          <h3>{t('ownership.monthlyHeading', { code })}</h3>
          <DataTable
            caption={t('ownership.monthlyCaption', { code })}
            captionShown
            scrollRegion
            columns={monthColumns(t, locale)}
            rows={ownership.tickerMonths}
            rowKey={(row) => row.month}
          />
        </>
      ) : null}
      {found ? (
        <p>
          <Link to={pathTo('isin.security', locale, { slug: code })}>{t('ownership.securityPage', { code })}</Link>
        </p>
      ) : null}
    </>
  );
}
