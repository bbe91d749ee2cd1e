import { type Dispatch, type SetStateAction } from 'react';
import { useLocale, type Locale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { jakartaDateTime } from '@ksei/shared/content';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import { staffStyles } from '@ksei/shared/staff';
import type { FieldChoices } from '../config.js';
import { LOCALES, controlOf } from '../form-values.js';
import { useEditorText } from '../strings.js';
import { ConflictPanel } from './ConflictPanel.js';
import { ChangeNote, PartFields, SharedFields } from './ItemFields.js';
import { ProblemSummary } from './ProblemSummary.js';
import { useItemSave, useKeptValues } from './use-item-form.js';
import styles from '../editor.module.css';

/**
 * An item's form: a new item (its key too) or a new revision of an existing one. Every keystroke is kept
 * in this browser until a save succeeds; a refused save keeps the text and says why beside each field; a
 * conflict shows the other person's version beside the kept text, and the next save is made against it.
 */
export function ItemEditor({
  item,
  choices,
  onSaved,
}: {
  readonly item: EditorItem | null;
  readonly choices: FieldChoices;
  readonly onSaved: (item: EditorItem, isNew: boolean) => void;
}) {
  const t = useEditorText();
  const locale = useLocale();
  const form = useKeptValues(item);
  const { values, keptAt, update, discard } = form;
  const { problems, message, conflict, confirmParts, setConfirmParts, saving, attempt, submit } = useItemSave(
    item,
    form,
    onSaved,
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={formStyles.form} aria-busy={saving}>
      {keptAt ? (
        <div className={styles.kept} role="status">
          <p>{t('keptDraft', { at: jakartaDateTime(keptAt, locale) })}</p>
          <button type="button" className={formStyles.secondary} onClick={discard}>
            {t('discardDraft')}
          </button>
        </div>
      ) : null}
      <ProblemSummary attempt={attempt} problems={problems} message={message} />
      {conflict ? <ConflictPanel current={conflict} /> : null}
      {item === null ? (
        <KeyField value={values.key} error={problems['key']} onChange={(key) => update((v) => ({ ...v, key }))} />
      ) : null}
      <SharedFields
        values={values}
        choices={choices}
        problems={problems}
        onChange={(name, value) => update((v) => ({ ...v, shared: { ...v.shared, [name]: value } }))}
      />
      <PartFields
        values={values}
        problems={problems}
        states={item?.parts ?? null}
        onChange={(part, name, value) =>
          update((v) => ({ ...v, parts: { ...v.parts, [part]: { ...v.parts[part], [name]: value } } }))
        }
      />
      {item ? <ConfirmParts item={item} confirmed={confirmParts} onChange={setConfirmParts} /> : null}
      {item ? (
        <ChangeNote
          values={values}
          problems={problems}
          onMajor={(major) => update((v) => ({ ...v, major }))}
          onNote={(note, text) => update((v) => ({ ...v, changeNote: { ...v.changeNote, [note]: text } }))}
        />
      ) : null}
      <button type="submit" className={formStyles.submit} aria-disabled={saving || undefined}>
        {saving ? t('saving') : item ? t('save') : t('create')}
      </button>
    </form>
  );
}

/** A part left outdated by a change to the other language: a box to confirm it still holds. */
function ConfirmParts({
  item,
  confirmed,
  onChange,
}: {
  readonly item: EditorItem;
  readonly confirmed: readonly Locale[];
  readonly onChange: Dispatch<SetStateAction<readonly Locale[]>>;
}) {
  const t = useEditorText();
  return LOCALES.filter((part) => item.parts[part] === 'outdated').map((part) => (
    <div key={part} className={staffStyles.check}>
      <input
        id={`editor-confirm-${part}`}
        type="checkbox"
        checked={confirmed.includes(part)}
        onChange={(event) => {
          const { checked } = event.currentTarget;
          onChange((parts) => (checked ? [...parts, part] : parts.filter((p) => p !== part)));
        }}
      />
      <label htmlFor={`editor-confirm-${part}`}>{t(`confirmPart.${part}`)}</label>
    </div>
  ));
}

/** A new item's key: the last part of its public address, fixed once created. */
function KeyField({
  value,
  error,
  onChange,
}: {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const t = useEditorText();
  const id = controlOf('key');
  return (
    <FieldFrame id={id} label={t('key')} hint={t('keyHint')} error={error}>
      <input
        id={id}
        name="key"
        value={value}
        required
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className={formStyles.input}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
