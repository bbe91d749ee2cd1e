import { type Locale } from '@ksei/shared';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import { staffStyles } from '@ksei/shared/staff';
import { LOCALES } from '../form-values.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

export type Reasons = Readonly<Record<Locale, string>>;

/** Approve or publish now: when (approve, an item not yet live), and which languages (unless both only). */
export function ScheduleFields({
  action,
  schedulable,
  publishAt,
  only,
  onPublishAt,
  onOnly,
  bothOnly = false,
}: {
  readonly action: 'approve' | 'publish-now';
  readonly schedulable: boolean;
  readonly publishAt: string;
  readonly only: Locale | '';
  readonly onPublishAt: (value: string) => void;
  readonly onOnly: (value: Locale | '') => void;
  /** Both languages, no choice (a batch goes out whole). */
  readonly bothOnly?: boolean;
}) {
  const t = useEditorText();
  const atId = `editor-${action}-at`;
  return (
    <>
      {action === 'publish-now' ? <p className={formStyles.hint}>{t('publishNowHint')}</p> : null}
      {schedulable ? (
        <FieldFrame id={atId} label={t('publishAt')} hint={t('publishAtHint')} optional error={undefined}>
          <input
            id={atId}
            type="datetime-local"
            // To the second: a record-date notice may be timed to a market's opening.
            step={1}
            value={publishAt}
            aria-describedby={describedBy(atId, true, undefined)}
            className={formStyles.input}
            onChange={(event) => onPublishAt(event.currentTarget.value)}
          />
        </FieldFrame>
      ) : null}
      {bothOnly ? null : (
        <fieldset className={styles.choices}>
          <legend>{t('locales')}</legend>
          {(['', ...LOCALES] as const).map((choice) => {
            const id = `editor-${action}-locales-${choice || 'both'}`;
            return (
              <div key={id} className={staffStyles.check}>
                <input
                  id={id}
                  type="radio"
                  name={`${action}-locales`}
                  checked={only === choice}
                  onChange={() => onOnly(choice)}
                />
                <label htmlFor={id}>{choice ? t(`localesOnly.${choice}`) : t('localesBoth')}</label>
              </div>
            );
          })}
        </fieldset>
      )}
    </>
  );
}

/** A reason in both languages: required to withdraw, optional to return a draft to its author. */
export function ReasonFields({
  action,
  reasons,
  required,
  onChange,
}: {
  readonly action: 'withdraw' | 'reject';
  readonly reasons: Reasons;
  readonly required: boolean;
  readonly onChange: (reasons: Reasons) => void;
}) {
  const t = useEditorText();
  return (
    <>
      {action === 'withdraw' ? <p className={formStyles.hint}>{t('withdrawHint')}</p> : null}
      {LOCALES.map((part) => {
        const id = `editor-${action}-reason-${part}`;
        return (
          <FieldFrame
            key={part}
            id={id}
            label={t(`${action === 'withdraw' ? 'withdrawReason' : 'rejectReason'}.${part}`)}
            optional={!required}
            error={undefined}
          >
            <textarea
              id={id}
              lang={part}
              rows={2}
              value={reasons[part]}
              required={required}
              className={formStyles.textarea}
              onChange={(event) => onChange({ ...reasons, [part]: event.currentTarget.value })}
            />
          </FieldFrame>
        );
      })}
    </>
  );
}
