/**
 * The content types staff publish, declared once: each type's section and fields (shared by both
 * languages, or one set per language part), each field's kind, limit and label in both languages. The
 * checks that read these declarations are in `publishing.ts`; the editor builds its forms from them.
 */
import type { Locale } from '../routes/types.js';
import { VACANCY_STATUSES } from './careers.js';
import type { AttachmentMediaType } from './publishing-attachments.js';
import { REGULATION_CATEGORIES } from './regulations.js';

/** The sections whose staff publish, each with its `:edit` and `:publish` scopes. */
export const PUBLISHING_SECTIONS = ['publication', 'regulations', 'careers', 'about', 'service-support'] as const;
export type PublishingSection = (typeof PUBLISHING_SECTIONS)[number];

/** One field of a content type. Every value is a string; an empty string is an empty field. */
export type FieldDeclaration =
  | {
      readonly kind: 'text';
      readonly maxLength: number;
      readonly required: boolean;
      readonly label: Words;
      /** Paragraphs of plain text (a text area); a line of text otherwise. */
      readonly multiline?: boolean;
    }
  /**
   * A list of short texts, one per line (a vacancy's requirements): empty lines do not count, each
   * line at most `maxLength` characters, at most `maxLines` of them.
   */
  | {
      readonly kind: 'lines';
      readonly maxLines: number;
      readonly maxLength: number;
      readonly required: boolean;
      readonly label: Words;
    }
  | { readonly kind: 'date'; readonly required: boolean; readonly label: Words }
  | {
      readonly kind: 'choice';
      readonly values: readonly string[];
      readonly required: boolean;
      readonly label: Words;
    }
  /**
   * A body of blocks (`publishing-blocks.ts`): the value is the blocks as JSON text, checked by
   * `parseBody` on both sides; `required` means at least one block.
   */
  | { readonly kind: 'blocks'; readonly required: boolean; readonly label: Words }
  /** A stored file (`publishing-attachments.ts`), by its id; the server checks it exists and its type. */
  | {
      readonly kind: 'file';
      readonly media: readonly AttachmentMediaType[];
      readonly required: boolean;
      readonly label: Words;
    };

type Words = Readonly<Record<Locale, string>>;

export interface ContentTypeDeclaration {
  readonly section: PublishingSection;
  /** The item's public key (the page's slug or id): letters, digits and dashes. */
  readonly keyMaxLength: number;
  /** Fields with one value for both languages. */
  readonly shared: Readonly<Record<string, FieldDeclaration>>;
  /** Fields each language part has. */
  readonly localized: Readonly<Record<string, FieldDeclaration>>;
}

/**
 * KSEI's own kinds of announcement notice: a new one, a revision of an earlier one (`PengRev_`), a
 * cancellation (`PengBatal_`). A cancelled announcement stays listed, marked cancelled.
 */
export const ANNOUNCEMENT_NOTICES = ['new', 'revised', 'cancelled'] as const;
export type AnnouncementNotice = (typeof ANNOUNCEMENT_NOTICES)[number];

export const CONTENT_TYPES = {
  announcement: {
    section: 'publication',
    keyMaxLength: 80,
    shared: {
      type: { kind: 'text', maxLength: 40, required: true, label: { id: 'Jenis', en: 'Type' } },
      date: { kind: 'date', required: true, label: { id: 'Tanggal', en: 'Date' } },
      referenceNumber: {
        kind: 'text',
        maxLength: 80,
        required: true,
        label: { id: 'Nomor surat', en: 'Letter number' },
      },
      notice: {
        kind: 'choice',
        values: ANNOUNCEMENT_NOTICES,
        required: true,
        label: { id: 'Sifat pengumuman', en: 'Notice' },
      },
    },
    localized: {
      title: { kind: 'text', maxLength: 300, required: true, label: { id: 'Judul', en: 'Title' } },
      file: { kind: 'file', media: ['application/pdf'], required: false, label: { id: 'Berkas PDF', en: 'PDF file' } },
    },
  },
  /**
   * A press release: its date and picture shared, a title, summary, body and picture caption per
   * language. The key is the public page's slug.
   */
  pressRelease: {
    section: 'publication',
    keyMaxLength: 120,
    shared: {
      date: { kind: 'date', required: true, label: { id: 'Tanggal', en: 'Date' } },
      image: {
        kind: 'file',
        media: ['image/jpeg', 'image/png'],
        required: false,
        label: { id: 'Gambar (JPEG atau PNG)', en: 'Picture (JPEG or PNG)' },
      },
    },
    localized: {
      title: { kind: 'text', maxLength: 300, required: true, label: { id: 'Judul', en: 'Title' } },
      summary: { kind: 'text', maxLength: 600, required: true, label: { id: 'Ringkasan', en: 'Summary' } },
      body: { kind: 'blocks', required: true, label: { id: 'Isi', en: 'Body' } },
      imageCaption: {
        kind: 'text',
        maxLength: 300,
        required: false,
        label: { id: 'Keterangan gambar', en: 'Picture caption' },
      },
    },
  },
  /**
   * A vacancy: its division (one of the site's), whether it is open, when applications close, and per
   * language the position, what the work is, its specifications and requirements (one per line).
   */
  vacancy: {
    section: 'careers',
    keyMaxLength: 120,
    shared: {
      division: { kind: 'text', maxLength: 40, required: true, label: { id: 'Divisi', en: 'Division' } },
      status: {
        kind: 'choice',
        values: VACANCY_STATUSES,
        required: true,
        label: { id: 'Status lowongan', en: 'Vacancy status' },
      },
      closingDate: { kind: 'date', required: true, label: { id: 'Batas lamaran', en: 'Closing date' } },
    },
    localized: {
      position: { kind: 'text', maxLength: 200, required: true, label: { id: 'Posisi', en: 'Position' } },
      description: {
        kind: 'text',
        multiline: true,
        maxLength: 5000,
        required: true,
        label: { id: 'Deskripsi pekerjaan', en: 'Job description' },
      },
      specifications: {
        kind: 'lines',
        maxLines: 30,
        maxLength: 500,
        required: true,
        label: { id: 'Spesifikasi (satu per baris)', en: 'Specifications (one per line)' },
      },
      qualificationRequirements: {
        kind: 'lines',
        maxLines: 30,
        maxLength: 500,
        required: true,
        label: { id: 'Persyaratan kualifikasi (satu per baris)', en: 'Qualification requirements (one per line)' },
      },
      additionalInformation: {
        kind: 'text',
        multiline: true,
        maxLength: 2000,
        required: false,
        label: { id: 'Informasi tambahan', en: 'Additional information' },
      },
    },
  },
  /**
   * A question of the FAQ: its category (one of the site's) and, per language, the question and its
   * answer. A new question goes last in its category.
   */
  faq: {
    section: 'about',
    keyMaxLength: 80,
    shared: {
      category: { kind: 'text', maxLength: 40, required: true, label: { id: 'Kategori', en: 'Category' } },
    },
    localized: {
      question: { kind: 'text', maxLength: 500, required: true, label: { id: 'Pertanyaan', en: 'Question' } },
      answer: {
        kind: 'text',
        multiline: true,
        maxLength: 5000,
        required: true,
        label: { id: 'Jawaban', en: 'Answer' },
      },
    },
  },
  /**
   * A regulation: a law, an OJK rule or one of KSEI's own, listed by category with its decree number
   * and one PDF per language (the same file may serve both). `-` stands for "none" where a law has no
   * decree number, as in KSEI's own table.
   */
  regulation: {
    section: 'regulations',
    // The seed's keys carry the category and the decree number.
    keyMaxLength: 200,
    shared: {
      category: {
        kind: 'choice',
        values: REGULATION_CATEGORIES,
        required: true,
        label: { id: 'Kategori', en: 'Category' },
      },
      decreeNumber: {
        kind: 'text',
        maxLength: 120,
        required: true,
        label: { id: 'Nomor keputusan', en: 'Decree number' },
      },
      date: { kind: 'date', required: true, label: { id: 'Tanggal', en: 'Date' } },
    },
    localized: {
      number: {
        kind: 'text',
        maxLength: 200,
        required: true,
        label: { id: 'Nomor peraturan', en: 'Regulation number' },
      },
      title: { kind: 'text', maxLength: 500, required: true, label: { id: 'Judul', en: 'Title' } },
      file: { kind: 'file', media: ['application/pdf'], required: false, label: { id: 'Berkas PDF', en: 'PDF file' } },
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDeclaration>>;
export type ContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentType[];
