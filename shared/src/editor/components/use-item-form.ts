/**
 * The item form's state, kept apart from its markup: the values (restored from this browser when a
 * draft was kept, kept again on every change) and a save (checked here first, then sent; a refusal
 * keeps the text and says why, a conflict shows the other version and the next save is made against it).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, type Locale } from '@ksei/shared';
import type { ContentType, EditorItem } from '@ksei/shared/api';
import type { Change } from '../api/client.js';
import { createItem, saveItem } from '../api/items.js';
import { useEditorConfig } from '../context.js';
import { forgetDraft, keepDraft, readKeptDraft } from '../kept-drafts.js';
import { contentData, emptyValues, formProblems, itemValues, keptValues, type FormValues } from '../form-values.js';
import { useEditorText } from '../strings.js';

/** The form's starting point: a kept draft (restored, with its time), else the item's latest revision. */
function startingPoint(type: ContentType, item: EditorItem | null) {
  const kept = readKeptDraft(type, item?.id ?? 'new');
  if (kept) return { values: keptValues(type, kept), version: item ? kept.version : 0, keptAt: kept.at };
  return { values: item ? itemValues(type, item) : emptyValues(type), version: item?.version ?? 0, keptAt: null };
}

/** The values typed, kept in this browser as they change, with the item's version they were typed against. */
export function useKeptValues(item: EditorItem | null) {
  const { type } = useEditorConfig();
  const [start] = useState(() => startingPoint(type, item));
  const [values, setValues] = useState<FormValues>(start.values);
  const [version, setVersion] = useState(start.version);
  const [keptAt, setKeptAt] = useState(start.keptAt);
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
  /** The kept draft is gone (saved, or discarded): nothing is restored next time. */
  const forget = () => {
    forgetDraft(type, slot);
    changed.current = false;
    setKeptAt(null);
  };
  const discard = () => {
    forget();
    setValues(item ? itemValues(type, item) : emptyValues(type));
    setVersion(item?.version ?? 0);
  };
  return { values, version, setVersion, keptAt, update, forget, discard };
}

type KeptValues = ReturnType<typeof useKeptValues>;

/** Saving the form: what stops it (by field), the answer's words, a conflict, the parts confirmed unchanged. */
export function useItemSave(
  item: EditorItem | null,
  form: KeptValues,
  onSaved: (item: EditorItem, isNew: boolean) => void,
) {
  const t = useEditorText();
  const locale = useLocale();
  const { type } = useEditorConfig();
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState('');
  const [conflict, setConflict] = useState<EditorItem | null>(null);
  const [confirmParts, setConfirmParts] = useState<readonly Locale[]>([]);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const refused = (change: Extract<Change, { ok: false }>) => {
    setProblems(change.fields);
    setMessage(change.message);
    if (change.current) {
      setConflict(change.current);
      form.setVersion(change.current.version);
    }
    setAttempt((n) => n + 1);
  };

  const send = (values: FormValues): Promise<Change> => {
    const data = contentData(values);
    if (!item) return createItem(type, values.key, data, locale);
    const body = {
      version: form.version,
      data,
      major: values.major,
      ...(values.major ? { changeNote: values.changeNote } : {}),
      ...(confirmParts.length > 0 ? { confirmParts } : {}),
    };
    return saveItem(type, item.id, body, locale);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = formProblems(type, form.values, locale, item === null, (key, options) => t(key, { ...options }));
    setProblems(found);
    setMessage('');
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    const change = await send(form.values);
    setSaving(false);
    if (!change.ok) return refused(change);
    form.forget();
    setConflict(null);
    setConfirmParts([]);
    onSaved(change.item, item === null);
  };
  return { problems, message, conflict, confirmParts, setConfirmParts, saving, attempt, submit };
}
