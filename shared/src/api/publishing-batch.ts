/**
 * The daily batch of announcements, declared once: KSEI's file names and what they say, the batch's
 * calls, limits and the words for what the intake could not use. The editor names each dropped file's
 * problem with the same parser the server uses.
 *
 * POST /api/publishing/announcement/batches            `BatchIntakeBody` (files already uploaded) → `EditorBatch` (201)
 * GET  /api/publishing/announcement/batches/:id        `EditorBatch`
 * POST /api/publishing/announcement/batches/:id/submit  `BatchActionBody`: every item to review, in one transaction
 * POST /api/publishing/announcement/batches/:id/approve `BatchActionBody`: every item published (or scheduled at
 *                                                       `publishAt`) in one transaction, or none; `<section>:publish`
 *
 * A refused batch action names the item that stopped it (`error.item`, its key) and why (`error.reason`).
 */
import type { Locale } from '../routes/types.js';
import type { AnnouncementNotice } from './publishing-content-types.js';
import type { EditorItem } from './publishing.js';

/** KSEI's prefixes: a new notice, a revision (`PengRev_`), a cancellation (`PengBatal_`). */
const NOTICE_PREFIXES: Readonly<Record<string, AnnouncementNotice>> = {
  peng: 'new',
  pengrev: 'revised',
  pengbatal: 'cancelled',
};

/**
 * The `{TYPE}` of a file name, as the site's announcement type it belongs to (the site's list groups
 * announcements by these, not by KSEI's many corporate-action codes).
 */
export const ANNOUNCEMENT_TYPE_TOKENS: Readonly<Record<string, string>> = {
  DIV: 'corporate-action',
  RIGHT: 'corporate-action',
  HMETD: 'corporate-action',
  BONUS: 'corporate-action',
  SPLIT: 'corporate-action',
  REVSPLIT: 'corporate-action',
  RUPS: 'corporate-action',
  WARRANT: 'corporate-action',
  MERGER: 'corporate-action',
  TENDER: 'corporate-action',
  BUYBACK: 'corporate-action',
  CONV: 'corporate-action',
  REDEMP: 'corporate-action',
  COUPON: 'corporate-action',
  REG: 'securities-registration',
  LISTING: 'securities-registration',
  DELISTING: 'securities-registration',
  IPO: 'securities-registration',
  AH: 'account-holder',
  ACCOUNT: 'account-holder',
  OPS: 'operational',
  CBEST: 'operational',
  HOLIDAY: 'operational',
  ISIN: 'isin',
  FEE: 'service-fee',
};

/** The types a day's files come in batches for: KSEI's announcements, by their file names. */
export const BATCH_CONTENT_TYPES = ['announcement'] as const;

export const BATCH_LIMITS = {
  /** A day's announcements are about 40 (80 files); a batch may hold twice that. */
  maxFiles: 200,
} as const;

export type FileNameProblem = 'unparsed' | 'unknownType' | 'invalidDate';

export type ParsedFileName =
  | {
      readonly ok: true;
      /** The item's key: `buva-right-20261015`, with `-rev` or `-batal` for a revision or cancellation. */
      readonly key: string;
      readonly code: string;
      readonly typeToken: string;
      /** The site's announcement type. */
      readonly type: string;
      /** `YYYY-MM-DD` */
      readonly date: string;
      readonly locale: Locale;
      readonly notice: AnnouncementNotice;
    }
  | { readonly ok: false; readonly problem: FileNameProblem };

const NAME = /^(?:(peng|pengrev|pengbatal)_)?([a-z0-9]{1,12})_([a-z0-9]{1,20})_(\d{4})(\d{2})(\d{2})_(id|eng)\.pdf$/i;

/** `{CODE}_{TYPE}_{YYYYMMDD}_{ID|ENG}.pdf`, optionally after `Peng_`, `PengRev_` or `PengBatal_`. */
export function parseAnnouncementFileName(name: string): ParsedFileName {
  const match = NAME.exec(name.trim());
  if (!match) return { ok: false, problem: 'unparsed' };
  const [, prefix = 'peng', code = '', token = '', year = '', month = '', day = '', language = ''] = match;
  const type = ANNOUNCEMENT_TYPE_TOKENS[token.toUpperCase()];
  if (type === undefined) return { ok: false, problem: 'unknownType' };
  const date = `${year}-${month}-${day}`;
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date || Number(year) < 1990) {
    return { ok: false, problem: 'invalidDate' };
  }
  const notice = NOTICE_PREFIXES[prefix.toLowerCase()] ?? 'new';
  const suffix = notice === 'revised' ? '-rev' : notice === 'cancelled' ? '-batal' : '';
  return {
    ok: true,
    key: `${code}-${token}-${year}${month}${day}${suffix}`.toLowerCase(),
    code: code.toUpperCase(),
    typeToken: token.toUpperCase(),
    type,
    date,
    locale: language.toLowerCase() === 'id' ? 'id' : 'en',
    notice,
  };
}

/** A file already uploaded (`publishing-attachments.ts`), with the name it was dropped under. */
export interface BatchFile {
  readonly id: number;
  readonly name: string;
}

export interface BatchIntakeBody {
  readonly files: readonly BatchFile[];
}

/** Why a dropped file did not become (part of) an item; the file itself stays stored. */
export type BatchProblemKind =
  FileNameProblem | 'missingLanguage' | 'duplicate' | 'keyTaken' | 'fileNotFound' | 'invalidContent';

export interface BatchProblem {
  readonly name: string;
  readonly problem: BatchProblemKind;
  /** The item the file belongs to, when its name parsed. */
  readonly key?: string;
}

export interface EditorBatch {
  readonly id: number;
  readonly createdAt: string;
  readonly createdBy: string;
  readonly items: readonly EditorItem[];
  readonly problems: readonly BatchProblem[];
}

export interface BatchActionBody {
  /** Each item's version as the reviewer saw it (by item id): a change since refuses the whole batch. */
  readonly versions: Readonly<Record<string, number>>;
  /** approve: when every item goes live (ISO instant); now when absent. */
  readonly publishAt?: string;
}

export const BATCH_ACTIONS = ['submit', 'approve'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

export const BATCH_MESSAGES: Readonly<Record<Locale, Readonly<Record<BatchProblemKind, string>>>> = {
  id: {
    unparsed:
      'Nama berkas tidak mengikuti pola KODE_JENIS_TTTTBBHH_ID.pdf atau _ENG.pdf (boleh diawali Peng_, PengRev_ atau PengBatal_).',
    unknownType: 'Jenis pada nama berkas tidak dikenal.',
    invalidDate: 'Tanggal pada nama berkas tidak ada.',
    missingLanguage:
      'Berkas bahasa lainnya tidak ada; pengumuman dibuat dengan satu bahasa. Unggah pasangannya di penyunting.',
    duplicate: 'Ada dua berkas untuk bahasa yang sama; yang kedua tidak dipakai.',
    keyTaken: 'Pengumuman dengan alamat ini sudah ada; berkas ini tidak dipakai.',
    fileNotFound: 'Berkas ini tidak ditemukan di antara berkas yang diunggah.',
    invalidContent: 'Isian dari berkas ini tidak valid; pengumuman tidak dibuat.',
  },
  en: {
    unparsed:
      'The file name does not follow CODE_TYPE_YYYYMMDD_ID.pdf or _ENG.pdf (optionally after Peng_, PengRev_ or PengBatal_).',
    unknownType: 'The type in the file name is not known.',
    invalidDate: 'The date in the file name does not exist.',
    missingLanguage:
      'The other language’s file is missing; the announcement was made in one language. Upload its pair in the editor.',
    duplicate: 'Two files for the same language; the second was not used.',
    keyTaken: 'An announcement with this address already exists; this file was not used.',
    fileNotFound: 'This file is not among the uploaded files.',
    invalidContent: 'The values from this file are not valid; no announcement was made.',
  },
};
