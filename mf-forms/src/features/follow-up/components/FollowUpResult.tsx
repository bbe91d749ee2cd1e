import { useTranslation } from 'react-i18next';
import { useLocale, type ThreadEntry } from '@ksei/shared';
import { REPORT_STATUS_LABELS } from '@ksei/shared/api';
import { formatDate, jakartaDate } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import styles from '../../../shared/page.module.css';
import { useAnswerHeading } from '../../../shared/use-answer-heading.js';
import type { FollowUpStatus } from '../api/status.js';

/**
 * A report's status and its dates, then its thread (KSEI's replies and the reporter's own notes, no
 * staff names); the heading takes focus when the answer arrived in the browser.
 */
export function FollowUpResult({
  report,
  again,
  newReport,
  focus,
}: {
  readonly report: FollowUpStatus;
  readonly again: string;
  readonly newReport: string;
  readonly focus: boolean;
}) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const heading = useAnswerHeading(focus);
  return (
    <>
      <section
        aria-labelledby="follow-up-result"
        className={`${styles.block} ${styles.review}`}
        data-status={report.status}
      >
        <h2 id="follow-up-result" ref={heading} tabIndex={-1}>
          {t('followUp.resultHeading')}
        </h2>
        {report.added && <p className={styles.notice}>{t('followUp.added')}</p>}
        <dl>
          <div className={styles.reviewRow}>
            <dt>{t('followUp.status')}</dt>
            <dd>{REPORT_STATUS_LABELS[locale][report.status]}</dd>
          </div>
          <DateRow term={t('followUp.submittedOn')} date={report.submittedOn} />
          <DateRow term={t('followUp.updatedOn')} date={report.updatedOn} />
        </dl>
        <h3>{t('followUp.threadHeading')}</h3>
        <Thread thread={report.thread} />
        {!report.open && <p>{t('followUp.closed')}</p>}
        <ul className={styles.ways}>
          <li>
            <Link to={again}>{t('followUp.again')}</Link>
          </li>
          <li>
            <Link to={newReport}>{t('followUp.newReport')}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}

/** One of the report's dates beside what it is. */
function DateRow({ term, date }: { readonly term: string; readonly date: string }) {
  const locale = useLocale();
  return (
    <div className={styles.reviewRow}>
      <dt>{term}</dt>
      <dd>
        <time dateTime={date} className={styles.date}>
          {formatDate(date, locale)}
        </time>
      </dd>
    </div>
  );
}

/** The reporter's view of the thread: "KSEI" or "You", the date, the words as written. */
function Thread({ thread }: { readonly thread: readonly ThreadEntry[] }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  if (thread.length === 0) return <p>{t('followUp.threadEmpty')}</p>;
  return (
    <ol className={styles.thread}>
      {thread.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.threadEntry} data-author={entry.author}>
          <p className={styles.threadHead}>
            {entry.author === 'staff' ? t('followUp.fromKsei') : t('followUp.fromYou')}
            {', '}
            <time dateTime={entry.at} className={styles.date}>
              {jakartaDate(entry.at, locale)}
            </time>
          </p>
          <p className={styles.threadText}>{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
