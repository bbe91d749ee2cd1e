import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  apiUrl,
  formatDate,
  formatNumber,
  listStyles,
  type HolderBreakdown,
  type HoldingComposition,
  type Ownership,
} from '@ksei/shared';
import { INVESTOR_TYPES } from '@ksei/shared/api';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
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
  const holder = (type: string) => t(`ownership.holder.${type}`);
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
      <figure className={styles.figure} ref={figure}>
        <StatChart
          id="chart-ownership"
          kind="bar"
          label={t('ownership.chartLabel', { date })}
          unit="rp-trillion"
          pair={[t('ownership.local'), t('ownership.foreign')]}
          points={ownership.byInvestor.map((row) => ({
            key: row.type,
            label: holder(row.type),
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
    </>
  );
}

function ByInvestorTable({ ownership, date }: { readonly ownership: Ownership; readonly date: string }) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <caption>{t('ownership.caption', { date })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ownership.investorType')}</th>
            <th scope="col">{t('ownership.local')}</th>
            <th scope="col">{t('ownership.foreign')}</th>
            <th scope="col">{t('ownership.total')}</th>
          </tr>
        </thead>
        <tbody>
          {ownership.byInvestor.map((row) => (
            <tr key={row.type}>
              <th scope="row">{t(`ownership.holder.${row.type}`)}</th>
              <td className={listStyles.number}>{formatNumber(row.local, locale)}</td>
              <td className={listStyles.number}>{formatNumber(row.foreign, locale)}</td>
              <td className={listStyles.number}>{formatNumber(row.local + row.foreign, locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('ownership.total')}</th>
            <td className={listStyles.number}>{formatNumber(ownership.localValue, locale)}</td>
            <td className={listStyles.number}>{formatNumber(ownership.foreignValue, locale)}</td>
            <td className={listStyles.number}>{formatNumber(ownership.localValue + ownership.foreignValue, locale)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A GET form (works without JavaScript) for one security's code; other parameters (the month) are kept. */
function CodeSearch({ code, onSearch }: { readonly code: string; readonly onSearch: (code: string) => void }) {
  const { t } = useTranslation('mf-statistics');
  const { params } = useListQuery();
  const id = useId();
  const month = params.get('month');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('code');
    onSearch(typeof text === 'string' ? text.trim().toUpperCase() : '');
  };
  return (
    <section aria-labelledby="ownership-search">
      <h2 id="ownership-search">{t('ownership.searchHeading')}</h2>
      <form method="get" role="search" className={styles.periodForm} onSubmit={submit}>
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
  return (
    <>
      {holding ? (
        <>
          <h3>{t('ownership.holdingHeading', { code, date: formatDate(holding.date, locale) })}</h3>
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <caption>{t('ownership.holdingCaption', { code })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ownership.investorType')}</th>
                  <th scope="col">{t('ownership.local')}</th>
                  <th scope="col">{t('ownership.foreign')}</th>
                  <th scope="col">{t('ownership.total')}</th>
                </tr>
              </thead>
              <tbody>
                {INVESTOR_TYPES.map((type) => (
                  <tr key={type}>
                    <th scope="row">{t(`ownership.holder.${type}`)}</th>
                    <td className={listStyles.number}>{formatNumber(side(holding.local, type), locale)}</td>
                    <td className={listStyles.number}>{formatNumber(side(holding.foreign, type), locale)}</td>
                    <td className={listStyles.number}>
                      {formatNumber(side(holding.local, type) + side(holding.foreign, type), locale)}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('ownership.total')}</th>
                  <td className={listStyles.number}>{formatNumber(holding.local.total, locale)}</td>
                  <td className={listStyles.number}>{formatNumber(holding.foreign.total, locale)}</td>
                  <td className={listStyles.number}>
                    {formatNumber(holding.local.total + holding.foreign.total, locale)}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {ownership.tickerMonths.length > 0 ? (
        <>
          <h3>{t('ownership.monthlyHeading', { code })}</h3>
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <caption>{t('ownership.monthlyCaption', { code })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ownership.month_')}</th>
                  <th scope="col">{t('ownership.price')}</th>
                  <th scope="col">{t('ownership.scriplessLocal')}</th>
                  <th scope="col">{t('ownership.scriplessForeign')}</th>
                  <th scope="col">{t('ownership.foreignPercent')}</th>
                  <th scope="col">{t('ownership.localValue')}</th>
                  <th scope="col">{t('ownership.foreignValue')}</th>
                </tr>
              </thead>
              <tbody>
                {ownership.tickerMonths.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{formatDate(row.month, locale)}</th>
                    <td className={listStyles.number}>{formatNumber(row.price, locale)}</td>
                    <td className={listStyles.number}>{formatNumber(row.scriplessLocal, locale)}</td>
                    <td className={listStyles.number}>{formatNumber(row.scriplessForeign, locale)}</td>
                    <td className={listStyles.number}>{formatNumber(row.foreignPercent, locale, 2)}</td>
                    <td className={listStyles.number}>{formatNumber(row.localValue, locale)}</td>
                    <td className={listStyles.number}>{formatNumber(row.foreignValue, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
