import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type Locale, type Shareholder, useElementId } from '@ksei/shared';
import { DataTable, DataUnavailable, SampleNotice, formatNumber, type Column } from '@ksei/shared/content';
import type { TFunction } from 'i18next';
import { Failure } from '../../../shared/Failure.js';
import type { Settled } from '../../../shared/settled.js';
import { totals } from '../api/shareholders.js';
import styles from './stakeholders.module.css';

/** KSEI's shareholders, as the page's loader read them: name, units and nominal value in the locale's format. */
export function ShareholderTable({ shareholders }: { readonly shareholders: Settled<readonly Shareholder[]> }) {
  const { t } = useTranslation('mf-about');
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('shareholders.heading')}</h2>
      {shareholders.ok ? (
        <Table rows={shareholders.value} />
      ) : (
        <Failure status={shareholders.status} message={shareholders.message} />
      )}
    </section>
  );
}

/** A row of the table: a shareholder, or the total (in bold, last). */
interface Row {
  readonly name: string;
  readonly units: number;
  readonly value: number;
  readonly percentage: number;
  readonly total: boolean;
}

/** The table's columns: the name, then units, nominal value and percentage in the locale's format. */
function shareholderColumns(t: TFunction, locale: Locale): readonly Column<Row>[] {
  const bold = (row: Row, content: string): ReactNode => (row.total ? <strong>{content}</strong> : content);
  return [
    { key: 'name', header: t('shareholders.name'), rowHeader: true, cell: (row) => bold(row, row.name) },
    {
      key: 'units',
      header: t('shareholders.units'),
      numeric: true,
      cell: (row) => bold(row, formatNumber(row.units, locale)),
    },
    {
      key: 'value',
      header: t('shareholders.value'),
      numeric: true,
      cell: (row) => bold(row, formatNumber(row.value, locale)),
    },
    {
      key: 'percentage',
      header: t('shareholders.percentage'),
      numeric: true,
      cell: (row) => bold(row, formatNumber(row.percentage, locale, 2)),
    },
  ];
}

function Table({ rows: data }: { readonly rows: readonly Shareholder[] }) {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  if (data.length === 0) return <DataUnavailable message={t('shareholders.empty')} />;
  const rows: Row[] = [
    ...data.map((row) => ({ ...row, total: false })),
    { name: t('shareholders.total'), ...totals(data), total: true },
  ];
  return (
    <>
      {data.some((row) => row.sample) ? <SampleNotice /> : null}
      <DataTable
        caption={t('shareholders.caption')}
        captionShown
        columns={shareholderColumns(t, locale)}
        rows={rows}
        rowKey={(row) => (row.total ? '' : row.name)}
      />
    </>
  );
}
