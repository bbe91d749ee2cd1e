/**
 * Published files' public addresses under `/files/`. A published revision's file for a language is
 * served at `<folder>/<download name>` (KSEI's `{KEY}_ID.pdf` / `{KEY}_ENG.pdf`): the address stays
 * when a later revision replaces the file, and serves the new one. Addresses the item's files had
 * before (the seed's, or a language's file since removed) redirect to the current file, so no link
 * anyone kept breaks. Rows serve from the item's publishing time on: a scheduled item's file is not
 * out before the item is.
 */
import {
  attachmentDownloadName,
  CONTENT_TYPES,
  type ContentData,
  type ContentType,
  type ContentTypeDeclaration,
  type FileLink,
  type Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../../db/database.js';

/** Each type's folder under `/files/`. */
export const FILE_FOLDERS: Readonly<Record<ContentType, string>> = {
  announcement: 'announcements',
  faq: 'faq',
  pressRelease: 'press-releases',
  regulation: 'regulations',
  vacancy: 'vacancies',
};

export interface FilesPublication {
  readonly type: ContentType;
  readonly key: string;
  /** The files the published revision names (`localizedFileSlots`, or a type's own). */
  readonly slots: readonly FileSlot[];
  readonly liveFrom: Date;
  /** The public row's file links before this publication (the seed's, or an earlier revision's). */
  readonly previous: readonly FileLink[];
}

/** One file a published revision names: the language it belongs to, and its stored id as a field holds it. */
export interface FileSlot {
  /** The page and search language of the file (a picture shared by both languages: `id`). */
  readonly locale: Locale;
  readonly fileId: string;
}

const FILES_PREFIX = '/files/';

/** The published languages' files of a type's localized `file` field (an announcement's PDF per language). */
export function localizedFileSlots(type: ContentType, data: ContentData, locales: readonly Locale[]): FileSlot[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const field = Object.entries(declaration.localized).find(([, one]) => one.kind === 'file')?.[0];
  if (field === undefined) return [];
  return (['id', 'en'] as const)
    .filter((locale) => locales.includes(locale))
    .map((locale) => ({ locale, fileId: data.parts[locale]?.[field] ?? '' }))
    .filter((slot) => slot.fileId !== '');
}

const PICTURE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A file's public name: KSEI's `{KEY}_ID.pdf` / `_ENG.pdf` for a PDF, `{key}.jpg` or `.png` for a picture. */
export function publicFileName(key: string, locale: Locale, mediaType: string): string {
  const picture = PICTURE_EXTENSIONS[mediaType];
  return picture ? `${key}.${picture}` : attachmentDownloadName(key, locale);
}

/**
 * Writes the addresses of a publication's files and answers the links the public row shows: the
 * slots' files, in their order; or, when the revision names none, the earlier links that were not
 * this item's own uploads (the seed's stay until a file replaces them).
 */
export async function publishFiles(db: Queryable, publication: FilesPublication): Promise<FileLink[]> {
  const { type, key, slots, liveFrom, previous } = publication;
  const served = await db.query<{ path: string }>(
    'select path from public_files where item_type = $1 and item_key = $2 and attachment_id is not null',
    [type, key],
  );
  const ownPaths = new Set(served.map((row) => row.path));
  const links: (FileLink & { path: string })[] = [];
  for (const { locale, fileId } of slots) {
    const [file] = await db.query<{ id: number; size_bytes: number; media_type: string }>(
      'select id::int as id, size_bytes, media_type from attachment_files where content_type = $1 and id = $2',
      [type, Number(fileId)],
    );
    if (!file) continue;
    const name = publicFileName(key, locale, file.media_type);
    const path = `${FILE_FOLDERS[type]}/${name}`;
    await db.query(
      `insert into public_files (path, item_type, item_key, locale, attachment_id, redirect_to, live_from)
       values ($1, $2, $3, $4, $5, null, $6)
       on conflict (path) do update set attachment_id = excluded.attachment_id, redirect_to = null,
         live_from = excluded.live_from, locale = excluded.locale`,
      [path, type, key, locale, file.id, liveFrom],
    );
    links.push({ name, url: `${FILES_PREFIX}${path}`, type: file.media_type, sizeBytes: file.size_bytes, path });
  }
  if (links.length === 0) {
    await db.query('delete from public_files where item_type = $1 and item_key = $2', [type, key]);
    return previous.filter((link) => !ownPaths.has(link.url.slice(FILES_PREFIX.length)));
  }
  // Every earlier address of the item's files that no longer serves one redirects to the first current file.
  const current = new Set(links.map((link) => link.path));
  const target = links[0]!;
  const earlier = [
    ...ownPaths,
    ...previous
      .map((link) => link.url)
      .filter((url) => url.startsWith(FILES_PREFIX))
      .map((url) => url.slice(FILES_PREFIX.length)),
  ];
  for (const path of new Set(earlier)) {
    if (current.has(path)) continue;
    await db.query(
      `insert into public_files (path, item_type, item_key, locale, attachment_id, redirect_to, live_from)
       values ($1, $2, $3, $4, null, $5, $6)
       on conflict (path) do update set attachment_id = null, redirect_to = excluded.redirect_to, live_from = excluded.live_from`,
      [path, type, key, target.path.endsWith('_ENG.pdf') ? 'en' : 'id', target.url, liveFrom],
    );
  }
  return links.map(({ name, url, type: mediaType, sizeBytes }) => ({ name, url, type: mediaType, sizeBytes }));
}

/** Takes every address of an item's files off the site. */
export async function unpublishFiles(db: Queryable, type: ContentType, key: string): Promise<void> {
  await db.query('delete from public_files where item_type = $1 and item_key = $2', [type, key]);
}

export type PublicFile =
  | { readonly kind: 'redirect'; readonly to: string }
  | {
      readonly kind: 'file';
      readonly attachmentId: number;
      readonly sha256: string;
      readonly mediaType: string;
      readonly fileName: string;
    };

/** What `/files/<path>` is, if a published item's file: the file (without its bytes) or a redirect. */
export async function findPublicFile(db: Queryable, path: string): Promise<PublicFile | undefined> {
  const [row] = await db.query<{
    redirect_to: string | null;
    attachment_id: number | null;
    sha256: string | null;
    media_type: string | null;
  }>(
    `select f.redirect_to, f.attachment_id::int as attachment_id, a.sha256, a.media_type
     from public_files f left join attachment_files a on a.id = f.attachment_id
     where f.path = $1 and f.live_from <= now()`,
    [path],
  );
  if (!row) return undefined;
  if (row.redirect_to !== null) return { kind: 'redirect', to: row.redirect_to };
  if (row.attachment_id === null || row.sha256 === null || row.media_type === null) return undefined;
  return {
    kind: 'file',
    attachmentId: row.attachment_id,
    sha256: row.sha256,
    mediaType: row.media_type,
    fileName: path.slice(path.lastIndexOf('/') + 1),
  };
}

/** A published file's bytes. */
export async function publicFileBody(db: Queryable, attachmentId: number): Promise<Buffer | undefined> {
  const [row] = await db.query<{ body: Uint8Array }>('select body from attachment_files where id = $1', [attachmentId]);
  return row ? Buffer.from(row.body) : undefined;
}
