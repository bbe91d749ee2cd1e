import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ksei/shared';
import { EVIDENCE_FIELD, VIOLATION_TYPE_LABELS, type ViolationType } from '@ksei/shared/api';
import { formatSize, useFormValues, type ChosenFile } from '@ksei/shared/forms';
import styles from '../../../shared/page.module.css';

/** The report's parts as the review lists them: each part's legend and its fields' labels. */
const PARTS = [
  { legend: 'report.reporter', fields: ['reporterName', 'reporterEmail', 'reporterPhone'] },
  { legend: 'report.reported', fields: ['reportedName', 'reportedPosition'] },
  { legend: 'report.violation', fields: ['violationType', 'location', 'occurredOn', 'chronology'] },
] as const;

/**
 * Every value of the report before it is sent, and the evidence's name and size. The heading takes
 * focus, so the visitor (and a screen reader) starts reading from the top of the review.
 */
export function ReportReview({ onEdit }: { readonly onEdit: () => void }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const values = useFormValues();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = (name: string): string => {
    const value = values[name];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (!trimmed) return t('report.empty');
    return name === 'violationType' ? (VIOLATION_TYPE_LABELS[locale][trimmed as ViolationType] ?? trimmed) : trimmed;
  };
  const evidence = values[EVIDENCE_FIELD] as ChosenFile | undefined;
  return (
    <section aria-labelledby="report-review" className={`${styles.block} ${styles.review}`} data-review="">
      <h2 id="report-review" ref={heading} tabIndex={-1}>
        {t('report.reviewHeading')}
      </h2>
      <p>{t('report.reviewIntro')}</p>
      {PARTS.map((part) => (
        <div key={part.legend}>
          <h3>{t(part.legend)}</h3>
          <dl>
            {part.fields.map((name) => (
              <div key={name} className={styles.reviewRow}>
                <dt>{t(`report.${name}`)}</dt>
                <dd>{text(name)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <h3>{t('report.evidence')}</h3>
      <dl>
        <div className={styles.reviewRow}>
          <dt>{t('report.evidenceFile')}</dt>
          <dd>{evidence ? `${evidence.name} (${formatSize(evidence.size, locale)})` : t('report.noEvidence')}</dd>
        </div>
      </dl>
      <p>
        <button type="button" className={styles.secondary} onClick={onEdit}>
          {t('report.edit')}
        </button>
      </p>
    </section>
  );
}
