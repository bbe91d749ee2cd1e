/**
 * An item's `file` fields: which stored files a revision names, and whether each exists and is of a
 * kind the field takes (the declaration checked the value's form already).
 */
import {
  CONTENT_TYPES,
  type AttachmentMediaType,
  type ContentData,
  type ContentType,
  type ContentTypeDeclaration,
  type FieldDeclaration,
  type FieldProblem,
  type Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../../db/database.js';
import { knownAttachments } from './store.js';

interface NamedFile {
  /** `shared.file`, `id.file`, … */
  readonly field: string;
  readonly locale: Locale | null;
  readonly id: number;
  readonly media: readonly AttachmentMediaType[];
}

/** The files a revision names, field by field (empty fields left out). */
export function namedFiles(type: ContentType, data: ContentData): NamedFile[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const files: NamedFile[] = [];
  const collect = (
    prefix: string,
    locale: Locale | null,
    declared: Readonly<Record<string, FieldDeclaration>>,
    values: Readonly<Record<string, string>> | undefined,
  ) => {
    for (const [name, field] of Object.entries(declared)) {
      const value = values?.[name] ?? '';
      if (field.kind === 'file' && value !== '')
        files.push({ field: `${prefix}.${name}`, locale, id: Number(value), media: field.media });
    }
  };
  collect('shared', null, declaration.shared, data.shared);
  for (const locale of ['id', 'en'] as const) collect(locale, locale, declaration.localized, data.parts[locale]);
  return files;
}

/** A `file` field naming no stored file of its kind is `invalidFile`. */
export async function fileProblems(
  db: Queryable,
  type: ContentType,
  data: ContentData,
  sound: (field: string) => boolean,
): Promise<FieldProblem[]> {
  const files = namedFiles(type, data).filter((file) => sound(file.field));
  const problems: FieldProblem[] = [];
  for (const file of files) {
    const known = await knownAttachments(db, type, [file.id], file.media);
    if (!known.has(file.id)) problems.push({ field: file.field, problem: 'invalidFile' });
  }
  return problems;
}
