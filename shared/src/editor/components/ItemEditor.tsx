import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, type Locale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { jakartaDateTime } from '@ksei/shared/content';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import type { ContentType } from '@ksei/shared/api';
import { staffStyles } from '@ksei/shared/staff';
import type { Change } from '../api/client.js';
import { createItem, saveItem } from '../api/items.js';
import type { FieldChoices } from '../config.js';
import { useEditorConfig } from '../context.js';
import { forgetDraft, keepDraft, readKeptDraft } from '../kept-drafts.js';
import { useEditorText } from '../strings.js';
import { ConflictPanel } from './ConflictPanel.js';
import {
  LOCALES,
  contentData,
  controlOf,
  emptyValues,
  formProblems,
  itemValues,
  keptValues,
  type FormValues,
} from '../form-values.js';
import { ChangeNote, PartFields, SharedFields } from './ItemFields.js';
import { ProblemSummary } from './ProblemSummary.js';
import styles from '../editor.module.css';

/** The form's starting point: a kept draft (restored, with its time), else the item's latest revision. */
function startingPoint(type: ContentType, item: EditorItem | null) {
  const kept = readKeptDraft(type, item?.id ?? 'new');
  if (kept) return { values: keptValues(type, kept), version: item ? kept.version : 0, keptAt: kept.at };
  return { values: item ? itemValues(type, item) : emptyValues(type), version: item?.version ?? 0, keptAt: null };
}

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
  const { type } = useEditorConfig();
  const [start] = useState(() => startingPoint(type, item));
  const [values, setValues] = useState<FormValues>(start.values);
  const [version, setVersion] = useState(start.version);
  const [keptAt, setKeptAt] = useState(start.keptAt);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState('');
  const [conflict, setConflict] = useState<EditorItem | null>(null);
  const [confirmParts, setConfirmParts] = useState<readonly Locale[]>([]);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const changed = useRef(false);
  const slot = item?.id ?? 'new';

  useEffect(() => {
    if (!changed.current) return;
    keepDraft(type, slot, { ...values, at: new Date().toISOString(), version, data: contentData(values) });
  }, [type, slot, values, version]);

  // An action taken on this page (submit, approve, …) moves the item's version but not its values: the
  // next save is made against it. Not on mount: a restored draft keeps the version it was typed against.
  const itemVersion = item?.version;
  const [seenVersion, setSeenVersion] = useState(itemVersion);
  if (itemVersion !== seenVersion) {
    setSeenVersion(itemVersion);
    if (itemVersion !== undefined) setVersion(itemVersion);
  }

  const update = (next: (current: FormValues) => FormValues) => {
    changed.current = true;
    setValues(next);
  };
  const discard = () => {
    forgetDraft(type, slot);
    changed.current = false;
    setKeptAt(null);
    setValues(item ? itemValues(type, item) : emptyValues(type));
    setVersion(item?.version ?? 0);
  };

  const refused = (change: Extract<Change, { ok: false }>) => {
    setProblems(change.fields);
    setMessage(change.message);
    if (change.current) {
      setConflict(change.current);
      setVersion(change.current.version);
    }
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = formProblems(type, values, locale, item === null, (key, options) => t(key, { ...options }));
    setProblems(found);
    setMessage('');
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    const data = contentData(values);
    const change = item
      ? await saveItem(
          type,
          item.id,
          {
            version,
            data,
            major: values.major,
            ...(values.major ? { changeNote: values.changeNote } : {}),
            ...(confirmParts.length > 0 ? { confirmParts } : {}),
          },
          locale,
        )
      : await createItem(type, values.key, data, locale);
    setSaving(false);
    if (!change.ok) return refused(change);
    forgetDraft(type, slot);
    changed.current = false;
    setKeptAt(null);
    setConflict(null);
    setConfirmParts([]);
    onSaved(change.item, item === null);
  };

  const outdated = item ? LOCALES.filter((part) => item.parts[part] === 'outdated') : [];
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
      {outdated.map((part) => (
        <div key={part} className={staffStyles.check}>
          <input
            id={`editor-confirm-${part}`}
            type="checkbox"
            checked={confirmParts.includes(part)}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setConfirmParts((parts) => (checked ? [...parts, part] : parts.filter((p) => p !== part)));
            }}
          />
          <label htmlFor={`editor-confirm-${part}`}>{t(`confirmPart.${part}`)}</label>
        </div>
      ))}
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
