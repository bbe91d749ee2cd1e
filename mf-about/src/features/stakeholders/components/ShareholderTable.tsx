import { useTranslation } from 'react-i18next';
import { AsyncContent, DataUnavailable, SampleNotice, formatNumber, useLocale } from '@ksei/shared';
import { totals, useShareholders } from '../api/shareholders.js';
import styles from './stakeholders.module.css';

/** KSEI's shareholders: name, units and nominal value, in the locale's number format. */
export function ShareholderTable() {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  const state = useShareholders();
  return (
    <section aria-labelledby="shareholders-heading" className={styles.section}>
      <h2 id="shareholders-heading">{t('shareholders.heading')}</h2>
      <AsyncContent state={state}>
        {({ data }) => {
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
        }}
      </AsyncContent>
    </section>
  );
}
