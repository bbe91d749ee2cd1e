import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type InboxReportDetail, type Locale, useElementId } from '@ksei/shared';
import { INBOX_LIMITS, REPORT_STATUS_LABELS, formMessage, type ReportStatusCode } from '@ksei/shared/api';
import formStyles from '@ksei/shared/forms/form.module.css';
import { changeStatus, sendReply, type ReportChange } from '../api/inbox.js';
import styles from '../inbox.module.css';
import { staffStyles } from '@ksei/shared/staff';

type Done = (report: InboxReportDetail, message: string) => void;

/**
 * The moves the report may make now (the server's `nextStatuses`), one button each; with no session
 * scope to handle reports, an explanation instead.
 */
export function StatusMoves({
  report,
  canHandle,
  onDone,
}: {
  readonly report: InboxReportDetail;
  readonly canHandle: boolean;
  readonly onDone: Done;
}) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const [busy, setBusy] = useState<ReportStatusCode | null>(null);
  const [failure, setFailure] = useState('');
  if (!canHandle) return <p className={staffStyles.failure}>{t('inbox.report.needsHandle')}</p>;
  if (report.nextStatuses.length === 0) return <p>{t('inbox.report.noMoves')}</p>;
  const move = async (status: ReportStatusCode) => {
    if (busy) return;
    setBusy(status);
    setFailure('');
    const change: ReportChange = await changeStatus(report.reference, status, locale);
    setBusy(null);
    if (change.ok) {
      onDone(change.report, t('inbox.report.statusChanged', { status: REPORT_STATUS_LABELS[locale][status] }));
    } else setFailure(change.message);
  };
  return (
    <>
      <h3>{t('inbox.report.changeHeading')}</h3>
      <p role="alert" className={staffStyles.failure} hidden={!failure}>
        {failure}
      </p>
      <ul className={styles.moves}>
        {report.nextStatuses.map((status) => (
          <li key={status}>
            <button
              type="button"
              className={status === 'closed' ? formStyles.secondary : formStyles.submit}
              aria-disabled={busy !== null || undefined}
              onClick={() => void move(status)}
            >
              {busy === status
                ? t('sending')
                : t('inbox.report.moveTo', { status: REPORT_STATUS_LABELS[locale][status] })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Why a reply (trimmed) cannot be sent: empty, or longer than `replyMaxLength` characters; '' when it can. */
function replyProblem(trimmed: string, locale: Locale): string {
  const max = INBOX_LIMITS.replyMaxLength;
  if (trimmed === '') return formMessage({ code: 'required' }, locale);
  return [...trimmed].length > max ? formMessage({ code: 'tooLong', limit: max }, locale) : '';
}

/** The alert beside the reply box: the reason it was refused, if it was. */
function ReplyError({ id, error }: { readonly id: string; readonly error: string }) {
  const { t } = useTranslation('mf-forms');
  return (
    <p id={id} className={formStyles.error} role="alert" hidden={!error}>
      {error && (
        <>
          <span className="visually-hidden">{t('errorPrefix')} </span>
          {error}
        </>
      )}
    </p>
  );
}

/**
 * A reply to the reporter: at most `replyMaxLength` characters, counted as typed; refused text stays
 * in the box with the reason beside it; sent, the box empties and the thread shows the reply.
 */
export function ReplyForm({ report, onDone }: { readonly report: InboxReportDetail; readonly onDone: Done }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const id = useElementId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const max = INBOX_LIMITS.replyMaxLength;
  const length = [...text].length;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = text.trim();
    const problem = replyProblem(trimmed, locale);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setSending(true);
    const change = await sendReply(report.reference, trimmed, locale);
    setSending(false);
    if (change.ok) {
      setText('');
      onDone(change.report, t('inbox.report.replySent'));
    } else {
      setError(change.message);
      document.getElementById(`${id}-text`)?.focus();
    }
  };
  const described = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className={formStyles.form}
    >
      <h3 id={`${id}-heading`}>{t('inbox.report.replyHeading')}</h3>
      <div className={error ? `${formStyles.field} ${formStyles.fieldInvalid}` : formStyles.field}>
        <label htmlFor={`${id}-text`} className={formStyles.label}>
          {t('inbox.report.reply')}
        </label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('inbox.report.replyHint')}
        </p>
        <ReplyError id={`${id}-error`} error={error} />
        <textarea
          id={`${id}-text`}
          name="text"
          rows={6}
          value={text}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={formStyles.textarea}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p
          id={`${id}-count`}
          className={length > max ? `${formStyles.count} ${formStyles.countOver}` : formStyles.count}
        >
          {t('report.characters', { count: length, max })}
        </p>
      </div>
      <button type="submit" className={formStyles.submit} aria-disabled={sending || undefined}>
        {sending ? t('sending') : t('inbox.report.replySend')}
      </button>
    </form>
  );
}
