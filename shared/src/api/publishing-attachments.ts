/**
 * Files staff attach to an item (one PDF per language part of an announcement), declared once: the
 * media types, the limits, what the server answers about a stored file and why it refuses one. The
 * file is judged by its content only (never its name or declared type).
 *
 * POST /api/publishing/:type/attachments           multipart, one file part `file` → `AttachmentInfo` (201);
 *                                                   a refusal is 400/413 with `error.reason` an `AttachmentRefusal`
 * GET  /api/publishing/:type/attachments/:id       `AttachmentInfo`
 * GET  /api/publishing/:type/attachments/:id/file  the stored bytes, for staff (never cached)
 *
 * Every file is read on a thread of its own; when too many wait, the upload is answered 503 with
 * Retry-After (the API's `unavailable`) and may be sent again.
 *
 * An item's revision names a file by its id in a `file` field; the public gets it when the revision is
 * published, under `/files/<type's folder>/<download name>`.
 */
import type { Locale } from '../routes/types.js';

/** PDFs for documents; JPEG and PNG for press releases' pictures. */
export const ATTACHMENT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentMediaType = (typeof ATTACHMENT_MEDIA_TYPES)[number];

export const ATTACHMENT_LIMITS = {
  /** KSEI's announcements and decrees are 1–10 pages; 25 MB leaves room for scanned letters. */
  maxBytes: 25 * 1024 * 1024,
  /** Pages whose text is read for site search (the rest of a longer file is stored, not indexed). */
  textPages: 200,
  /** Characters of a file's text kept for search. */
  textMaxChars: 20_000,
  /** A file's name as uploaded, kept for the editor and the batch intake. */
  nameMaxLength: 200,
} as const;

/** The multipart part that carries the file. */
export const ATTACHMENT_FIELD = 'file';

/** A stored file, as the editor shows it. */
export interface AttachmentInfo {
  readonly id: number;
  readonly mediaType: AttachmentMediaType;
  readonly sizeBytes: number;
  /** Hex SHA-256 of the bytes: the same file uploaded twice is one stored file. */
  readonly sha256: string;
  readonly pages: number;
  /** The PDF's own title, or its first line of text; empty when it has neither. */
  readonly title: string;
  /** Characters of text found in it for site search (0: a scan without a text layer). */
  readonly textChars: number;
  readonly uploadName: string;
  readonly uploadedBy: string;
  readonly uploadedAt: string;
  /** A picture's size in pixels. */
  readonly width?: number;
  readonly height?: number;
}

/**
 * Why a file is refused; nothing of it is stored. `notPicture`: a field that takes pictures got something
 * else, or a damaged or animated picture. `active`: it carries JavaScript, a launch action or
 * embedded files; such a PDF is refused, not cleaned, so what KSEI publishes is exactly what was
 * uploaded (the sender is asked for a plain export).
 */
export const ATTACHMENT_REFUSALS = ['empty', 'size', 'type', 'notPicture', 'damaged', 'encrypted', 'active'] as const;
export type AttachmentRefusal = (typeof ATTACHMENT_REFUSALS)[number];

export const ATTACHMENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<AttachmentRefusal, string>>>> = {
  id: {
    empty: 'Berkas kosong. Pilih berkas PDF yang berisi.',
    size: 'Berkas terlalu besar (maksimal 25 MB).',
    type: 'Berkas ini bukan PDF. Yang diperiksa adalah isinya, bukan nama atau ekstensinya.',
    notPicture:
      'Berkas ini bukan gambar JPEG atau PNG yang utuh (gambar bergerak tidak diterima). Yang diperiksa adalah isinya, bukan nama atau ekstensinya.',
    damaged: 'PDF ini rusak atau tidak lengkap dan tidak dapat dibaca. Ekspor ulang dari aslinya.',
    encrypted: 'PDF ini dikunci dengan sandi atau enkripsi. Unggah versi tanpa pengaman.',
    active:
      'PDF ini memuat JavaScript, tindakan peluncuran program, atau berkas tersemat, dan ditolak (tidak dibersihkan). Ekspor ulang sebagai PDF biasa.',
  },
  en: {
    empty: 'The file is empty. Choose a PDF with content.',
    size: 'The file is too large (at most 25 MB).',
    type: 'This file is not a PDF. Its content is checked, not its name or extension.',
    notPicture:
      'This file is not a complete JPEG or PNG picture (animated pictures are not accepted). Its content is checked, not its name or extension.',
    damaged: 'This PDF is damaged or incomplete and cannot be read. Export it again from the original.',
    encrypted: 'This PDF is locked with a password or encryption. Upload a version without protection.',
    active:
      'This PDF carries JavaScript, a launch action or embedded files, and is refused (not cleaned). Export it again as a plain PDF.',
  },
};

/** The public download name of an item's file, KSEI's way: `BUVA_RIGHT_20261015_ID.pdf` for key `buva-right-20261015`. */
export function attachmentDownloadName(key: string, locale: Locale): string {
  return `${key.toUpperCase().replace(/-/g, '_')}_${locale === 'id' ? 'ID' : 'ENG'}.pdf`;
}
