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
  type ContentTypeDeclaration,
  type EditorItem,
} from '@ksei/shared/api';
import type { KeptDraft } from '../api/kept-drafts.js';
import { TYPE } from '../api/content-type.js';

export const LOCALES: readonly Locale[] = ['id', 'en'];
const DECLARATION: ContentTypeDeclaration = CONTENT_TYPES[TYPE];
export const SHARED_FIELDS = Object.entries(DECLARATION.shared);
export const PART_FIELDS = Object.entries(DECLARATION.localized);
export const KEY_MAX_LENGTH = DECLARATION.keyMaxLength;

export interface FormValues {
  readonly key: string;
  readonly shared: Readonly<Record<string, string>>;
  readonly parts: Readonly<Record<Locale, Readonly<Record<string, string>>>>;
  readonly major: boolean;
  readonly changeNote: Readonly<Record<Locale, string>>;
}

const blank = (fields: typeof SHARED_FIELDS): Record<string, string> =>
  Object.fromEntries(fields.map(([name]) => [name, '']));

export function emptyValues(): FormValues {
  return {
    key: '',
    shared: blank(SHARED_FIELDS),
    parts: { id: blank(PART_FIELDS), en: blank(PART_FIELDS) },
    major: false,
    changeNote: { id: '', en: '' },
  };
}

/** Every declared field present (empty when the data lacks it), with the change's kind and notes. */
function filled(
  key: string,
  data: ContentData,
  major: boolean,
  note: Readonly<Partial<Record<Locale, string>>>,
): FormValues {
  const empty = emptyValues();
  return {
    key,
    shared: { ...empty.shared, ...data.shared },
    parts: { id: { ...empty.parts.id, ...data.parts.id }, en: { ...empty.parts.en, ...data.parts.en } },
    major,
    changeNote: { id: note.id ?? '', en: note.en ?? '' },
  };
}

/** The form's values from the item's latest revision (its change note is for that revision: not reused). */
export const itemValues = (item: EditorItem): FormValues => filled(item.key, item.data, false, {});

/** The form's values as this browser kept them. */
export const keptValues = (draft: KeptDraft): FormValues =>
  filled(draft.key, draft.data, draft.major, draft.changeNote);

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
  values: FormValues,
  locale: Locale,
  isNew: boolean,
  text: (key: string, options?: Readonly<Record<string, unknown>>) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !isItemKey(TYPE, values.key)) problems['key'] = text('keyInvalid', { max: KEY_MAX_LENGTH });
  for (const problem of contentProblems(TYPE, contentData(values))) {
    problems[problem.field] = fieldProblemMessage(TYPE, problem, locale);
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
