/**
 * What changed between two revisions, field by field in the type's declared order (shared fields, then
 * each language's), text diffed by words with the `diff` library. Fields that are equal are left out.
 */
import { CONTENT_TYPES, type ContentData, type ContentType, type FieldDiff } from '@ksei/shared/node';
import { diffWords } from 'diff';

function fieldDiff(field: string, older: string, newer: string): FieldDiff | undefined {
  if (older === newer) return undefined;
  const parts = diffWords(older, newer).map((change) => ({
    kind: change.added ? ('added' as const) : change.removed ? ('removed' as const) : ('same' as const),
    text: change.value,
  }));
  return { field, parts };
}

export function diffRevisions(type: ContentType, older: ContentData, newer: ContentData): FieldDiff[] {
  const declaration = CONTENT_TYPES[type];
  const diffs: (FieldDiff | undefined)[] = Object.keys(declaration.shared).map((name) =>
    fieldDiff(`shared.${name}`, older.shared[name] ?? '', newer.shared[name] ?? ''),
  );
  for (const locale of ['id', 'en'] as const) {
    for (const name of Object.keys(declaration.localized)) {
      diffs.push(fieldDiff(`${locale}.${name}`, older.parts[locale]?.[name] ?? '', newer.parts[locale]?.[name] ?? ''));
    }
  }
  return diffs.filter((diff): diff is FieldDiff => diff !== undefined);
}
