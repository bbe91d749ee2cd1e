import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type ReportStatus } from '@ksei/shared';
import { formatDate } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import styles from '../../../shared/page.module.css';

/** A report's status and its dates; the heading takes focus when the answer arrived in the browser. */
export function FollowUpResult({
  report,
  again,
  newReport,
  focus,
}: {
  readonly report: ReportStatus;
  readonly again: string;
  readonly newReport: string;
  readonly focus: boolean;
}) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section
      aria-labelledby="follow-up-result"
      className={`${styles.block} ${styles.review}`}
      data-status={report.status}
    >
      <h2 id="follow-up-result" ref={heading} tabIndex={-1}>
        {t('followUp.resultHeading')}
      </h2>
      <dl>
        <div className={styles.reviewRow}>
          <dt>{t('followUp.status')}</dt>
          <dd>{t(`followUp.statuses.${report.status}`)}</dd>
        </div>
        <div className={styles.reviewRow}>
          <dt>{t('followUp.submittedOn')}</dt>
          <dd>{formatDate(report.submittedOn, locale)}</dd>
        </div>
        <div className={styles.reviewRow}>
          <dt>{t('followUp.updatedOn')}</dt>
          <dd>{formatDate(report.updatedOn, locale)}</dd>
        </div>
      </dl>
      <ul className={styles.ways}>
        <li>
          <Link to={again}>{t('followUp.again')}</Link>
        </li>
        <li>
          <Link to={newReport}>{t('followUp.newReport')}</Link>
        </li>
      </ul>
    </section>
  );
}
