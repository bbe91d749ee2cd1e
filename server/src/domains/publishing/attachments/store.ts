/**
 * Staff uploads: the cheap checks in this thread (size, the first bytes), the parse and the hash on a
 * reading thread (`reader.ts`), then one row per distinct file (the same bytes uploaded again are the
 * row already there). Nothing is stored for a refused file.
 */
import { createHash } from 'node:crypto';
import {
  ATTACHMENT_LIMITS,
  CONTENT_TYPES,
  PLAIN_TEXT,
  type AttachmentInfo,
  type AttachmentMediaType,
  type AttachmentRefusal,
  type ContentType,
  type ContentTypeDeclaration,
} from '@ksei/shared/node';
import type { Queryable } from '../../../db/database.js';
import { pictureMagic, readPicture } from './pictures.js';
import type { PdfReader } from './reader.js';

export interface Upload {
  readonly bytes: Uint8Array;
  /** The name the browser sent (a path's last segment is kept; nothing of it decides the type). */
  readonly name: string;
}

export interface Uploader {
  readonly email: string;
}

export type UploadResult =
  | { readonly ok: true; readonly info: AttachmentInfo; readonly created: boolean }
  | { readonly ok: false; readonly reason: AttachmentRefusal; readonly found?: readonly string[] };

/** A name for the editor's eyes: its last path segment, plain text, at most the limit. */
export function uploadName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = PLAIN_TEXT.test(clean) ? clean : '';
  return [...name].slice(0, ATTACHMENT_LIMITS.nameMaxLength).join('') || 'file';
}

interface AttachmentRow {
  id: number;
  media_type: AttachmentMediaType;
  size_bytes: number;
  sha256: string;
  pages: number;
  title: string;
  text_chars: number;
  upload_name: string;
  uploaded_by: string;
  uploaded_at: Date | string;
  width: number | null;
  height: number | null;
}

const INFO_COLUMNS = `id::int as id, media_type, size_bytes, sha256, pages, title, length(text_content)::int as text_chars,
  upload_name, uploaded_by, uploaded_at, width, height`;

function info(row: AttachmentRow): AttachmentInfo {
  return {
    id: row.id,
    mediaType: row.media_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    pages: row.pages,
    title: row.title,
    textChars: row.text_chars,
    uploadName: row.upload_name,
    uploadedBy: row.uploaded_by,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
  };
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** The media types any file field of `type` takes. */
function acceptedMedia(type: ContentType): Set<AttachmentMediaType> {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const fields = [...Object.values(declaration.shared), ...Object.values(declaration.localized)];
  return new Set(fields.flatMap((field) => (field.kind === 'file' ? field.media : [])));
}

/** What a checked file is, ready to store (a picture already cleaned). */
interface Judged {
  readonly mediaType: AttachmentMediaType;
  readonly bytes: Uint8Array;
  readonly sha256: string;
  readonly pages: number;
  readonly title: string;
  readonly text: string;
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * The cheap checks in this thread (size, the first bytes, whether the type takes such a file), then the
 * slow ones: a PDF on a reading thread, a picture's walk and cleaning.
 */
async function judge(
  reader: PdfReader,
  type: ContentType,
  bytes: Uint8Array,
): Promise<Judged | Exclude<UploadResult, { ok: true }>> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > ATTACHMENT_LIMITS.maxBytes) return { ok: false, reason: 'size' };
  const accepted = acceptedMedia(type);
  // A type that takes no PDF takes pictures only: its refusal says so.
  const wrongKind = accepted.has('application/pdf') ? 'type' : 'notPicture';
  const picture = pictureMagic(bytes);
  if (picture !== undefined && accepted.has(picture)) {
    const read = await readPicture(bytes, picture);
    if (!read.ok) return { ok: false, reason: wrongKind };
    const { mediaType, bytes: cleaned, width, height } = read;
    const sha256 = createHash('sha256').update(cleaned).digest('hex');
    return { mediaType, bytes: cleaned, width, height, sha256, pages: 1, title: '', text: '' };
  }
  // Cheap before slow: a file that does not even start as a PDF never reaches a reading thread.
  const pdf = PDF_MAGIC.equals(Buffer.from(bytes.subarray(0, PDF_MAGIC.length)));
  if (!pdf || !accepted.has('application/pdf')) return { ok: false, reason: wrongKind };
  const verdict = await reader.read(bytes);
  if (!verdict.ok) return verdict.reason === 'active' ? { ok: false, reason: 'active', found: verdict.found } : verdict;
  const { sha256, pages, title, text } = verdict;
  return { mediaType: 'application/pdf', bytes, sha256, pages, title, text, width: null, height: null };
}

export async function storeUpload(
  db: Queryable,
  reader: PdfReader,
  type: ContentType,
  by: Uploader,
  upload: Upload,
  now: Date,
): Promise<UploadResult> {
  const judged = await judge(reader, type, upload.bytes);
  // A refusal is the only answer with `ok`.
  if ('ok' in judged) return judged;
  const inserted = await db.query<AttachmentRow>(
    `insert into attachment_files
       (content_type, sha256, size_bytes, media_type, body, pages, title, text_content, upload_name, uploaded_by,
        uploaded_at, width, height)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (content_type, sha256) do nothing
     returning ${INFO_COLUMNS}`,
    [
      type,
      judged.sha256,
      judged.bytes.length,
      judged.mediaType,
      judged.bytes,
      judged.pages,
      judged.title,
      judged.text,
      uploadName(upload.name),
      by.email,
      now,
      judged.width,
      judged.height,
    ],
  );
  if (inserted[0]) return { ok: true, info: info(inserted[0]), created: true };
  const [known] = await db.query<AttachmentRow>(
    `select ${INFO_COLUMNS} from attachment_files where content_type = $1 and sha256 = $2`,
    [type, judged.sha256],
  );
  if (!known) throw new Error('An uploaded file was neither stored nor found');
  return { ok: true, info: info(known), created: false };
}

export async function findAttachment(
  db: Queryable,
  type: ContentType,
  id: number,
): Promise<AttachmentInfo | undefined> {
  const [row] = await db.query<AttachmentRow>(
    `select ${INFO_COLUMNS} from attachment_files where content_type = $1 and id = $2`,
    [type, id],
  );
  return row ? info(row) : undefined;
}

/** The stored bytes of a file, for staff. */
export async function attachmentBody(
  db: Queryable,
  type: ContentType,
  id: number,
): Promise<{ body: Buffer; sha256: string; name: string } | undefined> {
  const [row] = await db.query<{ body: Uint8Array; sha256: string; upload_name: string }>(
    'select body, sha256, upload_name from attachment_files where content_type = $1 and id = $2',
    [type, id],
  );
  return row ? { body: Buffer.from(row.body), sha256: row.sha256, name: row.upload_name } : undefined;
}

/** Which of `ids` are stored files of `type` with one of `media` (the others are a field problem). */
export async function knownAttachments(
  db: Queryable,
  type: ContentType,
  ids: readonly number[],
  media: readonly AttachmentMediaType[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    'select id::int as id from attachment_files where content_type = $1 and id = any($2::bigint[]) and media_type = any($3::text[])',
    [type, ids, media],
  );
  return new Set(rows.map((row) => row.id));
}

/** Files as a diff names them: `name · 12345 B · SHA-256 0123456789abcdef…`, by id. */
export async function describeFiles(
  db: Queryable,
  type: ContentType,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; upload_name: string; size_bytes: number; sha256: string }>(
    'select id::int as id, upload_name, size_bytes, sha256 from attachment_files where content_type = $1 and id = any($2::bigint[])',
    [type, [...new Set(ids)]],
  );
  return new Map(
    rows.map((row) => [row.id, `${row.upload_name} · ${row.size_bytes} B · SHA-256 ${row.sha256.slice(0, 16)}…`]),
  );
}
