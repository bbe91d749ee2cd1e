import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale } from '@ksei/shared';
import { CHART_SLUGS, CHART_TITLES } from '@ksei/shared/api';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../../shared/paths.js';
import styles from './statistics.module.css';

/** The charts (grafik): each with what it shows, leading to its page. No chart library here. */
export default function ChartsPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-statistics');
  const locale = useLocale();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('chartsLead')} />
      <ul className={styles.charts} aria-label={t('chartsListLabel')}>
        {CHART_SLUGS.map((slug) => (
          <li key={slug}>
            <h2>
              <Link to={pathTo('statistics.chart', locale, { slug })}>{CHART_TITLES[slug][locale]}</Link>
            </h2>
            <p>{t(`chart.${slug}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
