import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, apiUrl, formatNumber, listStyles } from '@ksei/shared';
import { Link, usePageData } from '@ksei/shared/section/page';
import { useLocale } from '@ksei/shared';
import { formatPeriod } from '../api/format.js';
import { loadInvestors } from '../api/statistics.js';
import { pathTo } from '../../../shared/paths.js';
import { PngDownload } from './PngDownload.js';
import { SourceLink } from './SourceLink.js';
import { StatChart } from './StatChart.js';
import styles from './statistics.module.css';

/** KSEI statistics (statistik-ksei): the capital-market investor totals over time, each with its source. */
export const loader = loadInvestors;

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
      <div className={listStyles.tableWrap}>
        <table className={listStyles.table}>
          <caption>{t('investors.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('investors.date')}</th>
              <th scope="col">{t('investors.measure')}</th>
              <th scope="col">{t('investors.number')}</th>
              <th scope="col">{t('investors.precision')}</th>
              <th scope="col">{t('source')}</th>
            </tr>
          </thead>
          <tbody>
            {data.totals.map((total) => (
              <tr key={`${total.period}-${total.metric}`}>
                <th scope="row">{formatPeriod(total.period, locale)}</th>
                <td>{t(`investors.${total.metric}`)}</td>
                <td className={listStyles.number}>{formatNumber(total.value, locale)}</td>
                <td>{total.exact ? t('investors.exact') : t('investors.rounded')}</td>
                <td>
                  <SourceLink name={total.source} url={total.sourceUrl} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
