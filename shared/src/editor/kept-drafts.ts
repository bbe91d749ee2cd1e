/**
 * What an editor typed and has not saved, kept in this browser's storage as it is typed: a failed save,
 * a dropped connection or a session that expired while typing loses nothing, and the editor finds the
 * text again when it comes back to the item. Removed once a save succeeds (or the editor discards it).
 */
import type { Locale } from '@ksei/shared';
import type { ContentData, ContentType } from '@ksei/shared/api';

/** The form's state: the values, and for an existing item the version they were typed against. */
export interface KeptDraft {
  /** When it was last kept (ISO instant). */
  readonly at: string;
  /** The item's version the text was typed against; 0 for a new item. */
  readonly version: number;
  readonly key: string;
  readonly data: ContentData;
  readonly major: boolean;
  readonly changeNote: Readonly<Partial<Record<Locale, string>>>;
}

/** What one kept draft may take of the browser's storage: its fields' limits are far below this. */
const MAX_CHARACTERS = 64 * 1024;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage denied by the browser's settings: nothing is kept, the form still works.
    return null;
  }
};

/**
 * The storage key of an item's draft ('new' for an item not yet created): the type is part of it, as
 * item numbers and "new" are counted per type (announcement 12 and regulation 12 are two items).
 */
const keyOf = (type: ContentType, item: number | 'new'): string => `ksei.editor.${type}.${item}`;

function isKeptDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<KeptDraft>;
  return (
    typeof draft.at === 'string' &&
    typeof draft.version === 'number' &&
    typeof draft.key === 'string' &&
    typeof draft.data === 'object' &&
    draft.data !== null &&
    typeof draft.data.shared === 'object' &&
    typeof draft.data.parts === 'object' &&
    typeof draft.major === 'boolean' &&
    typeof draft.changeNote === 'object'
  );
}

/** The draft kept for an item, if any (anything unreadable counts as none). */
export function readKeptDraft(type: ContentType, item: number | 'new'): KeptDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(type, item));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isKeptDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepDraft(type: ContentType, item: number | 'new', draft: KeptDraft): void {
  const text = JSON.stringify(draft);
  if (text.length > MAX_CHARACTERS) return;
  try {
    storage()?.setItem(keyOf(type, item), text);
  } catch {
    // A full storage keeps nothing; the form still holds the text.
  }
}

export function forgetDraft(type: ContentType, item: number | 'new'): void {
  try {
    storage()?.removeItem(keyOf(type, item));
  } catch {
    // Nothing to do: the draft stays until storage can be written again.
  }
}
