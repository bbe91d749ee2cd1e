import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, apiUrl, type ChartData, type ChartPoint, type Locale } from '@ksei/shared';
import { DataTable, SampleNotice, type Column } from '@ksei/shared/content';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import type { TFunction } from 'i18next';
import { asUnit, formatPeriod, formatValue } from '../api/format.js';
import { loadChart } from '../api/statistics.js';
import { renderDomesticMap } from '../map/registry.js';
import { pathTo } from '../../../shared/paths.js';
import { PeriodForm } from './PeriodForm.js';
import { PngDownload } from './PngDownload.js';
import { SourceLink } from './SourceLink.js';
import { StatChart } from './StatChart.js';
import styles from './statistics.module.css';

/** One chart (grafik/:slug): the chart, its period, as-of date and source, its table and downloads. */
export const loader = loadChart;

function periodLabel(data: ChartData, value: string, locale: Locale, upTo: (period: string) => string): string {
  const period = formatPeriod(value, locale);
  return data.slug === 'sid' ? upTo(period) : period;
}

export default function ChartPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-statistics');
  const data = usePageData<typeof loader>();
  const { update, locale } = useListQuery();
  const figure = useRef<HTMLElement>(null);
  const upTo = (period: string) => t('periodAll', { period });
  const period = periodLabel(data, data.period, locale, upTo);
  const chartLabel = t('chartLabel', { title: data.title, period });
  const csv = apiUrl(`/api/statistics/charts/${data.slug}/data.csv`, { locale, period: data.period });
  const isMap = data.kind === 'map';
  return (
    <>
      <PageHeader pageId={pageId} title={data.title} lead={data.description} />
      {data.sample ? <SampleNotice /> : null}
      <PeriodForm
        name="period"
        label={t('period')}
        value={data.period}
        options={data.periods.map((option) => ({
          value: option.value,
          label: periodLabel(data, option.value, locale, upTo),
        }))}
        onChoose={(value) => update({ period: value })}
      />
      <figure className={styles.figure} ref={figure}>
        {isMap ? (
          renderDomesticMap({ points: data.points, label: t('map.label', { title: data.title, period }) })
        ) : (
          <StatChart
            id={`chart-${data.slug}`}
            kind={data.kind}
            label={chartLabel}
            unit={data.unit}
            points={data.points}
          />
        )}
        <figcaption className={styles.caption}>
          {isMap ? null : <p>{t('chartUnit', { unit: t(`unit.${data.unit}`) })}</p>}
          <p>{t('asOf', { date: formatPeriod(data.asOf, locale) })}</p>
          <p>
            {t('source')}: <SourceLink name={data.source} url={data.sourceUrl} />.
            {data.slug === 'sid' ? ` ${t('sourceOwn')}` : null}
          </p>
          {data.sample && data.points.some((point) => !point.sample) ? <p>{t('sampleRows')}</p> : null}
        </figcaption>
      </figure>
      <h2 className="visually-hidden">{t('downloads')}</h2>
      <ul className={styles.downloads}>
        <li>
          <a href={csv} download>
            {t('downloadCsv')}
          </a>
        </li>
        <li>
          <PngDownload target={figure} fileName={`${data.slug}-${data.period}.png`} />
        </li>
      </ul>
      <ChartTable data={data} period={period} />
      <p className={styles.back}>
        <Link to={pathTo('statistics.charts', locale)}>{t('backToCharts')}</Link>
      </p>
    </>
  );
}

/**
 * The chart's table columns: the point (marked sample or real when the chart mixes them), its value,
 * the second value when the chart has one, and notes with sources when any point has them.
 */
function pointColumns(t: TFunction, locale: Locale, data: ChartData): readonly Column<ChartPoint>[] {
  const hasNotes = data.points.some((point) => point.note || point.source);
  const hasSample = data.sample && data.points.some((point) => !point.sample);
  const secondaryUnit = data.secondaryUnit;
  const columns: Column<ChartPoint>[] = [
    {
      key: 'point',
      header: data.kind === 'map' ? t('province') : data.kind === 'line' ? t('date') : t('category'),
      rowHeader: true,
      cell: (point) => (
        <>
          {data.kind === 'line' ? formatPeriod(point.key, locale) : point.label}
          {hasSample ? ` (${point.sample ? t('sampleMark') : t('real')})` : null}
        </>
      ),
    },
    {
      key: 'value',
      header: t(`unit.${data.unit}`),
      numeric: true,
      cell: (point) => formatValue(point.value, data.unit, locale),
    },
  ];
  if (secondaryUnit)
    columns.push({
      key: 'secondary',
      header: t(`unit.${secondaryUnit}`),
      numeric: true,
      cell: (point) => (point.secondary === null ? '—' : formatValue(point.secondary, asUnit(secondaryUnit), locale)),
    });
  if (hasNotes)
    columns.push({
      key: 'note',
      header: t('note'),
      cell: (point) => (
        <>
          {point.note}
          {point.note && point.source ? '. ' : null}
          {point.source ? <SourceLink name={point.source} url={point.sourceUrl ?? ''} /> : null}
        </>
      ),
    });
  return columns;
}

function ChartTable({ data, period }: { readonly data: ChartData; readonly period: string }) {
  const { t } = useTranslation('mf-statistics');
  const { locale } = useListQuery();
  return (
    <DataTable
      caption={t('tableCaption', { title: data.title, period })}
      captionShown
      scrollRegion
      columns={pointColumns(t, locale, data)}
      rows={data.points}
      rowKey={(point) => point.key}
    />
  );
}
