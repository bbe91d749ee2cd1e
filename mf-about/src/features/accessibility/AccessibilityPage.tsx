import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale } from '@ksei/shared';
import { formatDate } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import styles from './accessibility.module.css';

/**
 * The date this statement was last checked against the site (the statement says it, so it is part of
 * the text): change it whenever the statement is reviewed.
 */
export const LAST_REVIEWED = '2026-11-26';

/** The site's own automated checks, in the order the statement lists them (their names in i18n). */
const CHECKS = ['axe', 'keyboard', 'reflow', 'forcedColours', 'print', 'noScript'] as const;
/** What is known not to meet the standard, or only partly. */
const LIMITS = ['captcha', 'charts', 'documents'] as const;

/**
 * The accessibility statement: the standard aimed at, how the site is tested, what is known not to
 * meet it and the way round each, and how to report a barrier. Static text in the section's bundle:
 * it describes this build, so it is released with it.
 */
export default function AccessibilityPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('accessibility.lead')} />
      <div className={styles.statement}>
        <section aria-labelledby="a11y-standard">
          <h2 id="a11y-standard">{t('accessibility.standardHeading')}</h2>
          <p>{t('accessibility.standard')}</p>
        </section>
        <section aria-labelledby="a11y-testing">
          <h2 id="a11y-testing">{t('accessibility.testingHeading')}</h2>
          <p>{t('accessibility.testing')}</p>
          <ul>
            {CHECKS.map((check) => (
              <li key={check}>{t(`accessibility.checks.${check}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-limits">
          <h2 id="a11y-limits">{t('accessibility.limitsHeading')}</h2>
          <ul>
            {LIMITS.map((limit) => (
              <li key={limit}>{t(`accessibility.limits.${limit}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-report">
          <h2 id="a11y-report">{t('accessibility.reportHeading')}</h2>
          <p>{t('accessibility.report')}</p>
          <p>
            <Link to={pathTo('contact', locale)}>{t('accessibility.reportLink')}</Link>
          </p>
        </section>
        <p className={styles.reviewed}>{t('accessibility.reviewed', { date: formatDate(LAST_REVIEWED, locale) })}</p>
      </div>
    </>
  );
}
