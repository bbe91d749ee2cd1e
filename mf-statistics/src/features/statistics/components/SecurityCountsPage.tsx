import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, apiUrl } from '@ksei/shared';
import { DataTable, formatDate, formatNumber } from '@ksei/shared/content';
import { securityTypeLabel } from '@ksei/shared/api';
import { useListQuery, usePageData } from '@ksei/shared/section/page';
import { loadSecurityCounts } from '../api/statistics.js';

import { PeriodForm } from './PeriodForm.js';
import { PngDownload } from './PngDownload.js';
import { SourceLink } from './SourceLink.js';
import { StatChart } from './StatChart.js';
import styles from './statistics.module.css';

/** Securities statistics (statik-efek): the number of securities of each type, month by month. */
export const loader = loadSecurityCounts;

export default function SecurityCountsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-statistics');
  const data = usePageData<typeof loader>();
  const { update, locale } = useListQuery();
  const figure = useRef<HTMLElement>(null);
  const date = formatDate(data.month, locale);
  // One row per type, then the total (a row header like the types').
  const rows = [
    ...data.rows.map((row) => ({ key: row.type, label: securityTypeLabel(row.type, locale), count: row.count })),
    { key: '', label: t('counts.total'), count: data.total },
  ];
  return (
    <>
      <PageHeader pageId={pageId} lead={t('counts.lead')} />
      <PeriodForm
        name="month"
        label={t('ownership.month')}
        value={data.month}
        options={[...data.months].reverse().map((month) => ({ value: month, label: formatDate(month, locale) }))}
        onChoose={(value) => update({ month: value })}
      />
      <h2>{t('counts.heading', { date })}</h2>
      <figure className={styles.figure} ref={figure}>
        <StatChart
          id="chart-security-counts"
          kind="bar"
          label={t('counts.chartLabel', { date })}
          unit="investors"
          points={data.rows.map((row) => ({
            key: row.type,
            label: securityTypeLabel(row.type, locale),
            value: row.count,
          }))}
        />
        <figcaption className={styles.caption}>
          <p>{t('asOf', { date })}</p>
          <p>
            {t('source')}: <SourceLink name={data.source} url={data.sourceUrl} />. {t('derivedCounts')}
          </p>
        </figcaption>
      </figure>
      <ul className={styles.downloads}>
        <li>
          <a href={apiUrl('/api/statistics/security-counts.csv', { locale })} download>
            {t('counts.download')}
          </a>
        </li>
        <li>
          <PngDownload target={figure} fileName={`security-counts-${data.month}.png`} />
        </li>
      </ul>
      <DataTable
        caption={t('counts.caption', { date })}
        captionShown
        columns={[
          { key: 'type', header: t('counts.type'), rowHeader: true, cell: (row) => row.label },
          { key: 'count', header: t('counts.count'), numeric: true, cell: (row) => formatNumber(row.count, locale) },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
      />
    </>
  );
}
