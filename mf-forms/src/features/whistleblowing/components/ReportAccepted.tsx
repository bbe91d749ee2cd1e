import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@ksei/shared';
import { Link } from '@ksei/shared/section/page';
import styles from '../../../shared/page.module.css';
import { useAnswerHeading } from '../../../shared/use-answer-heading.js';

/**
 * The accepted report's receipt, shown this once (only a slow hash of it is kept): a copy button whose
 * result is announced, the advice to keep it, and the way to the follow-up page. The heading takes
 * focus when the answer arrived in the browser (`focus`).
 */
export function ReportAccepted({
  receipt,
  evidenceCleaned,
  followUp,
  focus,
}: {
  readonly receipt: string;
  readonly evidenceCleaned: boolean;
  readonly followUp: string;
  readonly focus: boolean;
}) {
  const { t } = useTranslation('mf-forms');
  const hydrated = useHydrated();
  const heading = useAnswerHeading(focus);
  const [copied, setCopied] = useState('');
  const copy = () => {
    setCopied('');
    navigator.clipboard.writeText(receipt).then(
      () => setCopied(t('report.copied')),
      () => setCopied(t('report.copyFailed')),
    );
  };
  return (
    <section aria-labelledby="report-accepted" className={`${styles.block} ${styles.success}`} data-accepted="">
      <h2 id="report-accepted" ref={heading} tabIndex={-1}>
        {t('report.acceptedHeading')}
      </h2>
      <p>
        {t('report.receipt')}:
        <br />
        <strong className={styles.receipt} data-receipt="">
          {receipt}
        </strong>
      </p>
      {hydrated && (
        <p className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={copy}>
            {t('report.copy')}
          </button>
          <span role="status">{copied}</span>
        </p>
      )}
      <p>{t('report.receiptAdvice')}</p>
      {evidenceCleaned && <p>{t('report.evidenceCleaned')}</p>}
      <p>
        <Link to={followUp}>{t('report.followUp')}</Link>
      </p>
    </section>
  );
}
