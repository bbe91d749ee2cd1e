import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataUnavailable, SampleNotice, formatNumber, useLocale, type Shareholder } from '@ksei/shared';
import { Failure } from '../../../shared/Failure.js';
import type { Settled } from '../../../shared/settled.js';
import { totals } from '../api/shareholders.js';
import styles from './stakeholders.module.css';

/** KSEI's shareholders, as the page's loader read them: name, units and nominal value in the locale's format. */
export function ShareholderTable({ shareholders }: { readonly shareholders: Settled<readonly Shareholder[]> }) {
  const { t } = useTranslation('mf-about');
  const headingId = useId();
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

function Table({ rows: data }: { readonly rows: readonly Shareholder[] }) {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  if (data.length === 0) return <DataUnavailable message={t('shareholders.empty')} />;
  const sum = totals(data);
  return (
    <>
      {data.some((row) => row.sample) ? <SampleNotice /> : null}
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption>{t('shareholders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shareholders.name')}</th>
              <th scope="col" className={styles.number}>
                {t('shareholders.units')}
              </th>
              <th scope="col" className={styles.number}>
                {t('shareholders.value')}
              </th>
              <th scope="col" className={styles.number}>
                {t('shareholders.percentage')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td className={styles.number}>{formatNumber(row.units, locale)}</td>
                <td className={styles.number}>{formatNumber(row.value, locale)}</td>
                <td className={styles.number}>{formatNumber(row.percentage, locale, 2)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('shareholders.total')}</th>
              <td className={styles.number}>{formatNumber(sum.units, locale)}</td>
              <td className={styles.number}>{formatNumber(sum.value, locale)}</td>
              <td className={styles.number}>{formatNumber(sum.percentage, locale, 2)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
