/**
 * What changed between two revisions, field by field in the type's declared order (shared fields, then
 * each language's), text diffed by words with the `diff` library. Fields that are equal are left out.
 * A file field is compared as a whole: the file before and the file after, each told by its name, size
 * and hash (`describeFile`), never diffed word by word. A body of blocks is diffed as its text, one line
 * per block.
 */
import {
  bodyText,
  CONTENT_TYPES,
  parseBody,
  type ContentData,
  type ContentType,
  type ContentTypeDeclaration,
  type FieldDiff,
} from '@ksei/shared/node';
import { diffWords } from 'diff';

function fieldDiff(field: string, older: string, newer: string): FieldDiff | undefined {
  if (older === newer) return undefined;
  const parts = diffWords(older, newer).map((change) => ({
    kind: change.added ? ('added' as const) : change.removed ? ('removed' as const) : ('same' as const),
    text: change.value,
  }));
  return { field, parts };
}

/** A body's blocks as the reader sees them, one line per block (its stored JSON is not for reading). */
function readable(value: string): string {
  const body = parseBody(value);
  return 'blocks' in body ? bodyText(body.blocks) : value;
}

function fileDiff(field: string, older: string, newer: string): FieldDiff | undefined {
  if (older === newer) return undefined;
  const parts = [
    ...(older ? [{ kind: 'removed' as const, text: older }] : []),
    ...(newer ? [{ kind: 'added' as const, text: newer }] : []),
  ];
  return { field, parts };
}

export function diffRevisions(
  type: ContentType,
  older: ContentData,
  newer: ContentData,
  describeFile: (id: string) => string = (id) => id,
): FieldDiff[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const compare = (kind: string, field: string, before: string, after: string) =>
    kind === 'file'
      ? fileDiff(field, before && describeFile(before), after && describeFile(after))
      : kind === 'blocks'
        ? fieldDiff(field, readable(before), readable(after))
        : fieldDiff(field, before, after);
  const diffs: (FieldDiff | undefined)[] = Object.entries(declaration.shared).map(([name, field]) =>
    compare(field.kind, `shared.${name}`, older.shared[name] ?? '', newer.shared[name] ?? ''),
  );
  for (const locale of ['id', 'en'] as const) {
    for (const [name, field] of Object.entries(declaration.localized)) {
      const before = older.parts[locale]?.[name] ?? '';
      diffs.push(compare(field.kind, `${locale}.${name}`, before, newer.parts[locale]?.[name] ?? ''));
    }
  }
  return diffs.filter((diff): diff is FieldDiff => diff !== undefined);
}
