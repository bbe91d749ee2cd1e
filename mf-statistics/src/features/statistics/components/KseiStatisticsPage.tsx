import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, apiUrl, useLocale, type InvestorTotal, type Locale } from '@ksei/shared';
import { DataTable, formatNumber, type Column } from '@ksei/shared/content';
import { Link, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { formatPeriod } from '../api/format.js';
import { loadInvestors } from '../api/statistics.js';
import { pathTo } from '../../../shared/paths.js';
import { PngDownload } from './PngDownload.js';
import { SourceLink } from './SourceLink.js';
import { StatChart } from './StatChart.js';
import styles from './statistics.module.css';

/** KSEI statistics (statistik-ksei): the capital-market investor totals over time, each with its source. */
export const loader = loadInvestors;

/** The table's columns: a total per month and measure, exact or rounded, with its source. */
function totalColumns(t: TFunction, locale: Locale): readonly Column<InvestorTotal>[] {
  return [
    {
      key: 'date',
      header: t('investors.date'),
      rowHeader: true,
      cell: (total) => formatPeriod(total.period, locale),
    },
    { key: 'measure', header: t('investors.measure'), cell: (total) => t(`investors.${total.metric}`) },
    {
      key: 'number',
      header: t('investors.number'),
      numeric: true,
      cell: (total) => formatNumber(total.value, locale),
    },
    {
      key: 'precision',
      header: t('investors.precision'),
      cell: (total) => (total.exact ? t('investors.exact') : t('investors.rounded')),
    },
    { key: 'source', header: t('source'), cell: (total) => <SourceLink name={total.source} url={total.sourceUrl} /> },
  ];
}

export default function KseiStatisticsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-statistics');
  const data = usePageData<typeof loader>();
  const locale = useLocale();
  const figure = useRef<HTMLElement>(null);
  const totals = data.totals.filter((total) => total.metric === 'total');
  return (
    <>
      <PageHeader pageId={pageId} lead={t('investors.lead')} />
      <p className={styles.headline}>
        {t('investors.headline')}
        <strong>{formatNumber(data.headline.value, locale)}</strong>
        {t('investors.headlineAsOf', {
          date: formatPeriod(data.headline.period, locale),
          source: data.headline.source,
        })}
      </p>
      <figure className={styles.figure} ref={figure}>
        <StatChart
          id="chart-investor-totals"
          kind="line"
          label={t('investors.chartLabel')}
          unit="investors"
          points={totals.map((total) => ({
            key: total.period,
            label: formatPeriod(total.period, locale),
            value: total.value,
          }))}
        />
        <figcaption className={styles.caption}>
          <p>{t('asOf', { date: formatPeriod(totals.at(-1)?.period ?? data.headline.period, locale) })}</p>
          <p>{t('sourceOwn')}</p>
        </figcaption>
      </figure>
      <ul className={styles.downloads}>
        <li>
          <a href={apiUrl('/api/statistics/investors.csv', { locale })} download>
            {t('investors.download')}
          </a>
        </li>
        <li>
          <PngDownload target={figure} fileName="investor-totals.png" />
        </li>
        <li>
          <Link to={pathTo('statistics.chart', locale, { slug: 'sid' })}>{t('investors.sidChart')}</Link>
        </li>
      </ul>
      <DataTable
        caption={t('investors.caption')}
        captionShown
        columns={totalColumns(t, locale)}
        rows={data.totals}
        rowKey={(total) => `${total.period}-${total.metric}`}
      />
    </>
  );
}
