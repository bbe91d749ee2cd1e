import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type InboxAuditEntry, type InboxReportDetail, type InboxThreadEntry } from '@ksei/shared';
import { REPORT_STATUS_LABELS, VIOLATION_TYPE_LABELS, isIsoDate, type ViolationType } from '@ksei/shared/api';
import { formatDate, jakartaDateTime, listStyles } from '@ksei/shared/content';
import { formatSize } from '@ksei/shared/forms';
import { downloadEvidence, evidenceUrl } from '../api/inbox.js';
import styles from '../inbox.module.css';
import { OverdueBadge } from '@ksei/shared/staff';
import { VisitorText } from './VisitorText.js';
import { staffStyles } from '@ksei/shared/staff';

/** A term and its value in a block's list of facts. */
export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The report form's parts and fields, labelled with the form's own words. */
const REPORT_PARTS = [
  { legend: 'report.reporter', fields: ['reporterName', 'reporterEmail', 'reporterPhone'] },
  { legend: 'report.reported', fields: ['reportedName', 'reportedPosition'] },
  { legend: 'report.violation', fields: ['violationType', 'location', 'occurredOn', 'chronology'] },
] as const;

/** Every field of the report as sent, in the form's parts; an empty one says so. */
export function ReportFields({ report }: { readonly report: InboxReportDetail }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const shown = (name: string): ReactNode => {
    const value = report.fields[name] ?? '';
    if (value === '') return t('report.empty');
    if (name === 'violationType' && value in VIOLATION_TYPE_LABELS[locale]) {
      return VIOLATION_TYPE_LABELS[locale][value as ViolationType];
    }
    if (name === 'occurredOn' && isIsoDate(value)) return formatDate(value, locale);
    return <VisitorText>{value}</VisitorText>;
  };
  return (
    <section aria-labelledby="report-fields" className={styles.block}>
      <h2 id="report-fields">{t('inbox.report.fieldsHeading')}</h2>
      {REPORT_PARTS.map((part) => (
        <section key={part.legend} aria-label={t(part.legend)}>
          <h3>{t(part.legend)}</h3>
          <dl className={styles.facts}>
            {part.fields.map((name) => (
              <Fact key={name} term={t(`report.${name}`)}>
                {shown(name)}
              </Fact>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}

/** The report's evidence as downloads (the server answers each as an attachment, never inline). */
export function EvidenceList({ report }: { readonly report: InboxReportDetail }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  return (
    <section aria-labelledby="report-evidence" className={styles.block}>
      <h2 id="report-evidence">{t('inbox.report.evidenceHeading')}</h2>
      <p role="alert" className={staffStyles.failure} hidden={!failed}>
        {failed && t('inbox.report.downloadFailed')}
      </p>
      {report.evidence.length === 0 ? (
        <p>{t('inbox.report.noEvidence')}</p>
      ) : (
        <ul className={styles.evidence}>
          {report.evidence.map((item, index) => (
            <li key={item.id}>
              <a
                href={evidenceUrl(report.reference, item.id)}
                download
                onClick={(event) => {
                  event.preventDefault();
                  setFailed(false);
                  void downloadEvidence(report.reference, item, index + 1).then((ok) => setFailed(!ok));
                }}
              >
                {t('inbox.report.evidenceLink', {
                  number: index + 1,
                  kind: t(item.mediaType === 'video/mp4' ? 'inbox.report.video' : 'inbox.report.photo'),
                  size: formatSize(item.sizeBytes, locale),
                })}
              </a>{' '}
              (
              {item.from === 'report'
                ? t('inbox.report.fromReport')
                : t('inbox.report.fromFollowUp', { date: jakartaDateTime(item.addedAt, locale) })}
              )
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The report's status, its dates and deadlines, a missed deadline marked in words. */
export function StatusFacts({ report }: { readonly report: InboxReportDetail }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? jakartaDateTime(iso, locale) : t('inbox.notYet'));
  return (
    <dl className={styles.facts}>
      <Fact term={t('inbox.report.status')}>
        <span data-status={report.status}>{REPORT_STATUS_LABELS[locale][report.status]}</span>
      </Fact>
      <Fact term={t('inbox.reports.type')}>{VIOLATION_TYPE_LABELS[locale][report.violationType]}</Fact>
      <Fact term={t('inbox.report.submittedAt')}>{when(report.submittedAt)}</Fact>
      <Fact term={t('inbox.report.acknowledgeBy')}>
        {when(report.acknowledgeBy)}
        {report.overdue.acknowledgement && (
          <>
            {' '}
            <OverdueBadge label={t('inbox.overdueAcknowledgement')} />
          </>
        )}
      </Fact>
      <Fact term={t('inbox.report.acknowledgedAt')}>{when(report.acknowledgedAt)}</Fact>
      <Fact term={t('inbox.report.feedbackBy')}>
        {when(report.feedbackBy)}
        {report.overdue.feedback && (
          <>
            {' '}
            <OverdueBadge label={t('inbox.overdueFeedback')} />
          </>
        )}
      </Fact>
      <Fact term={t('inbox.report.firstReplyAt')}>{when(report.firstReplyAt)}</Fact>
      <Fact term={t('inbox.report.reporterLocale')}>{t(`inbox.report.locales.${report.locale}`)}</Fact>
    </dl>
  );
}

/** Staff replies and reporter notes, oldest first, each with who wrote it (staff by name) and when. */
export function StaffThread({ thread }: { readonly thread: readonly InboxThreadEntry[] }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  if (thread.length === 0) return <p>{t('inbox.report.threadEmpty')}</p>;
  return (
    <ol className={styles.thread}>
      {thread.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          className={`${styles.entry} ${entry.author === 'staff' ? styles.entryStaff : styles.entryReporter}`}
          data-author={entry.author}
        >
          <p className={styles.entryHead}>
            {entry.author === 'reporter'
              ? t('inbox.report.fromReporter')
              : entry.staffName
                ? t('inbox.report.fromStaff', { name: entry.staffName })
                : t('inbox.report.fromStaffUnnamed')}
            {', '}
            <time dateTime={entry.at}>{jakartaDateTime(entry.at, locale)}</time>
          </p>
          <p className={styles.entryText}>
            <VisitorText>{entry.text}</VisitorText>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Every staff read and change, and what the reporter added, newest first. */
export function AuditTrail({ audit }: { readonly audit: readonly InboxAuditEntry[] }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const what = (entry: InboxAuditEntry): string => {
    // The reporter's addition names its file (an id) when it brought one.
    if (entry.action === 'reporterNote' && entry.detail) return t('inbox.report.actions.reporterEvidence');
    if (entry.action !== 'status') return t(`inbox.report.actions.${entry.action}`);
    const status = entry.detail as keyof (typeof REPORT_STATUS_LABELS)['id'] | undefined;
    const label = status && status in REPORT_STATUS_LABELS[locale] ? REPORT_STATUS_LABELS[locale][status] : '';
    return t('inbox.report.actions.status', { detail: label || entry.detail || '' });
  };
  return (
    <section aria-labelledby="report-audit" className={styles.block}>
      <h2 id="report-audit">{t('inbox.report.auditHeading')}</h2>
      <div className={listStyles.tableWrap}>
        <table className={listStyles.table}>
          <caption className="visually-hidden">{t('inbox.report.auditCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('inbox.report.auditAt')}</th>
              <th scope="col">{t('inbox.report.auditWhat')}</th>
              <th scope="col">{t('inbox.report.auditWho')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td className={listStyles.nowrap}>
                  <time dateTime={entry.at}>{jakartaDateTime(entry.at, locale)}</time>
                </td>
                <td>{what(entry)}</td>
                <td>{entry.staffName ?? t('inbox.report.auditReporter')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
