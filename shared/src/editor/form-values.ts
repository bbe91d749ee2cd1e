/**
 * The editor form's values and how they map to the contract's `ContentData`: the form always holds both
 * language parts; a part with every field empty is sent as absent (not written yet).
 */
import type { Locale } from '@ksei/shared';
import {
  CONTENT_TYPES,
  contentProblems,
  fieldProblemMessage,
  isItemKey,
  PUBLISHING_LIMITS,
  PUBLISHING_MESSAGES,
  type ContentData,
  type ContentType,
  type ContentTypeDeclaration,
  type EditorItem,
  type FieldDeclaration,
} from '@ksei/shared/api';
import type { KeptDraft } from './kept-drafts.js';

export const LOCALES: readonly Locale[] = ['id', 'en'];

type Fields = readonly (readonly [string, FieldDeclaration])[];

/** A type's fields as the form lays them out: shared ones, then each language part's, in declared order. */
export function fieldsOf(type: ContentType): {
  readonly shared: Fields;
  readonly parts: Fields;
  readonly keyMaxLength: number;
} {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  return {
    shared: Object.entries(declaration.shared),
    parts: Object.entries(declaration.localized),
    keyMaxLength: declaration.keyMaxLength,
  };
}

export interface FormValues {
  readonly key: string;
  readonly shared: Readonly<Record<string, string>>;
  readonly parts: Readonly<Record<Locale, Readonly<Record<string, string>>>>;
  readonly major: boolean;
  readonly changeNote: Readonly<Record<Locale, string>>;
}

const blank = (fields: Fields): Record<string, string> => Object.fromEntries(fields.map(([name]) => [name, '']));

/** A new item's form: every field of the type, empty. */
export function emptyValues(type: ContentType): FormValues {
  const fields = fieldsOf(type);
  return {
    key: '',
    shared: blank(fields.shared),
    parts: { id: blank(fields.parts), en: blank(fields.parts) },
    major: false,
    changeNote: { id: '', en: '' },
  };
}

/** Every declared field present (empty when the data lacks it), with the change's kind and notes. */
function filled(
  type: ContentType,
  key: string,
  data: ContentData,
  major: boolean,
  note: Readonly<Partial<Record<Locale, string>>>,
): FormValues {
  const empty = emptyValues(type);
  return {
    key,
    shared: { ...empty.shared, ...data.shared },
    parts: { id: { ...empty.parts.id, ...data.parts.id }, en: { ...empty.parts.en, ...data.parts.en } },
    major,
    changeNote: { id: note.id ?? '', en: note.en ?? '' },
  };
}

/** The form's values from the item's latest revision (its change note is for that revision: not reused). */
export const itemValues = (type: ContentType, item: EditorItem): FormValues =>
  filled(type, item.key, item.data, false, {});

/** The form's values as this browser kept them. */
export const keptValues = (type: ContentType, draft: KeptDraft): FormValues =>
  filled(type, draft.key, draft.data, draft.major, draft.changeNote);

const written = (part: Readonly<Record<string, string>>): boolean =>
  Object.values(part).some((value) => value.trim() !== '');

/** What the API receives: a part with nothing written is absent. */
export function contentData(values: FormValues): ContentData {
  const parts: { id?: Readonly<Record<string, string>>; en?: Readonly<Record<string, string>> } = {};
  for (const locale of LOCALES) if (written(values.parts[locale])) parts[locale] = values.parts[locale];
  return { shared: values.shared, parts };
}

/** The id of a field's control: `shared.date` → `editor-shared-date`. */
export const controlOf = (path: string): string => `editor-${path.replace('.', '-')}`;

/**
 * What stops the form from being saved, by field path, in the page's language: the contract's own checks
 * (the server makes the same), the key's shape for a new item, and a major change's notes.
 */
export function formProblems(
  type: ContentType,
  values: FormValues,
  locale: Locale,
  isNew: boolean,
  text: (key: string, options?: Readonly<Record<string, unknown>>) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !isItemKey(type, values.key)) {
    problems['key'] = text('keyInvalid', { max: fieldsOf(type).keyMaxLength });
  }
  for (const problem of contentProblems(type, contentData(values))) {
    problems[problem.field] = fieldProblemMessage(type, problem, locale);
  }
  if (values.major) {
    for (const note of LOCALES) {
      const written = values.changeNote[note].trim();
      if (written === '') problems[`changeNote.${note}`] = PUBLISHING_MESSAGES[locale].changeNoteRequired;
      else if (written.length > PUBLISHING_LIMITS.noteMaxLength) {
        problems[`changeNote.${note}`] = text('noteTooLong', { max: PUBLISHING_LIMITS.noteMaxLength });
      }
    }
  }
  return problems;
}
