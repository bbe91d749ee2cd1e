/**
 * Staff publishing, declared once: each content type's fields (shared by both languages, or one set per
 * language part), the workflow's states and actions, and the limits; the sentences of its refusals are
 * in `publishing-messages.ts`. The editor pages and the server validate with the same functions
 * (`contentProblems`, `partStates`), so a draft the browser accepts is one the server accepts.
 *
 * GET  /api/publishing/:type                     the editor list (latest revision of each item)
 * POST /api/publishing/:type                     `{ key, data }` → a new item, its revision 1 a draft
 * GET  /api/publishing/:type/:id                 `EditorItem`
 * PUT  /api/publishing/:type/:id                 `SaveBody` → a new revision (409 `conflict` when
 *                                                `version` is not the item's: the other save is answered)
 * POST /api/publishing/:type/:id/:action         `ActionBody` (submit, reject, approve, publish-now,
 *                                                confirm, withdraw, unpublish); 403 for the two-person rule
 * GET  /api/publishing/:type/:id/revisions       every saved revision, newest first
 * GET  /api/publishing/:type/:id/diff?from&to     `FieldDiff[]`: what changed between two revisions
 * POST /api/publishing/:type/:id/restore          `RestoreBody` → a new draft holding that revision's values
 * GET  /api/publishing/:type/:id/audit           the item's audit trail (`<section>:publish`)
 *
 * Every call needs a staff session with the type's section scope (`<section>:edit` to read and write
 * drafts, `<section>:publish` for the rest) and is answered `no-store`.
 */
import type { Locale } from '../routes/types.js';
import type { AttachmentMediaType } from './publishing-attachments.js';
import { VACANCY_STATUSES } from './careers.js';
import { BODY_LIMITS, parseBody } from './publishing-blocks.js';
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

/** An item's key: lower-case letters, digits and dashes, starting with a letter or digit. */
export const ITEM_KEY_PATTERN = '^[a-z0-9][a-z0-9-]*$';

/** Whether `key` may name a new item of `type` (the server's schema checks the same). */
export function isItemKey(type: ContentType, key: string): boolean {
  return key.length <= CONTENT_TYPES[type].keyMaxLength && new RegExp(ITEM_KEY_PATTERN).test(key);
}

export const PUBLISHING_LIMITS = {
  /** A change note or a withdrawal reason, per language. */
  noteMaxLength: 1000,
  /** A request body: the fields above are small; blocks and files come by their own routes. */
  bodyMaxBytes: 256 * 1024,
  pageSizeMax: 100,
  pageSizeDefault: 25,
} as const;

/** An item's values: the shared fields, and each language part that exists. */
export interface ContentData {
  readonly shared: Readonly<Record<string, string>>;
  readonly parts: { readonly id?: Readonly<Record<string, string>>; readonly en?: Readonly<Record<string, string>> };
}

/** What is wrong with one field: `shared.date`, `id.title`, … */
export interface FieldProblem {
  readonly field: string;
  readonly problem:
    | 'required'
    | 'tooLong'
    | 'invalidDate'
    | 'invalidChoice'
    | 'invalidFile'
    | 'invalidBlocks'
    | 'tooManyBlocks'
    | 'tooManyLines'
    | 'unknownField'
    | 'notText'
    | 'invalidCharacters';
  readonly limit?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A stored file's id as a field holds it. */
export const FILE_ID = /^[1-9][0-9]{0,15}$/;
/** Text without NUL and without a lone surrogate (the `u` flag reads pairs as one character). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const PLAIN_TEXT = /^[^\u0000\ud800-\udfff]*$/u;

/** A `lines` field's value as its list: each line trimmed, empty lines left out. */
export function listLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 February), between 1900 and 2100. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fieldProblems(
  prefix: string,
  declared: Readonly<Record<string, FieldDeclaration>>,
  values: Readonly<Record<string, unknown>>,
  requireFilled: boolean,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const name of Object.keys(values)) {
    if (!(name in declared)) problems.push({ field: `${prefix}.${name}`, problem: 'unknownField' });
  }
  for (const [name, field] of Object.entries(declared)) {
    const value = values[name] ?? '';
    const at = `${prefix}.${name}`;
    if (typeof value !== 'string') {
      problems.push({ field: at, problem: 'notText' });
      continue;
    }
    // A NUL or half of a surrogate pair is no text anyone typed, and no database stores it.
    if (!PLAIN_TEXT.test(value)) {
      problems.push({ field: at, problem: 'invalidCharacters' });
      continue;
    }
    if (value.trim() === '') {
      if (requireFilled && field.required) problems.push({ field: at, problem: 'required' });
      continue;
    }
    if (field.kind === 'text' && value.length > field.maxLength) {
      problems.push({ field: at, problem: 'tooLong', limit: field.maxLength });
    }
    if (field.kind === 'lines') {
      const lines = listLines(value);
      if (lines.length > field.maxLines) problems.push({ field: at, problem: 'tooManyLines', limit: field.maxLines });
      else if (lines.some((line) => line.length > field.maxLength)) {
        problems.push({ field: at, problem: 'tooLong', limit: field.maxLength });
      }
    }
    if (field.kind === 'date' && !isCalendarDate(value)) problems.push({ field: at, problem: 'invalidDate' });
    if (field.kind === 'choice' && !field.values.includes(value))
      problems.push({ field: at, problem: 'invalidChoice' });
    if (field.kind === 'file' && !FILE_ID.test(value)) problems.push({ field: at, problem: 'invalidFile' });
    if (field.kind === 'blocks') {
      const body = parseBody(value);
      if ('problem' in body) {
        const limit = body.problem === 'tooManyBlocks' ? BODY_LIMITS.maxBlocks : BODY_LIMITS.maxChars;
        problems.push({ field: at, problem: body.problem, ...(body.problem === 'invalidBlocks' ? {} : { limit }) });
      } else if (requireFilled && field.required && body.blocks.length === 0) {
        problems.push({ field: at, problem: 'required' });
      }
    }
  }
  return problems;
}

/**
 * What stops a draft from being saved: a field unknown to the type, a value too long, a date or a choice
 * that is not one. Empty fields are allowed in a draft (`partStates` says what is missing).
 */
export function contentProblems(type: ContentType, data: ContentData): FieldProblem[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const problems = fieldProblems('shared', declaration.shared, data.shared, false);
  for (const locale of ['id', 'en'] as const) {
    const part = data.parts[locale];
    if (part) problems.push(...fieldProblems(locale, declaration.localized, part, false));
  }
  return problems;
}

/** A language part's required fields still empty. */
function missingInPart(type: ContentType, locale: Locale, part: Readonly<Record<string, string>>): FieldProblem[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  return fieldProblems(locale, declaration.localized, part, true).filter((problem) => problem.problem === 'required');
}

/** The required fields still empty, shared ones first: what stands between a draft and review. */
export function missingFields(type: ContentType, data: ContentData, locales: readonly Locale[]): FieldProblem[] {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const problems = fieldProblems('shared', declaration.shared, data.shared, true).filter(
    (problem) => problem.problem === 'required',
  );
  for (const locale of locales) problems.push(...missingInPart(type, locale, data.parts[locale] ?? {}));
  return problems;
}

/**
 * A language part is `missing` (absent, or a required field empty), `outdated` (the other part changed
 * after it, and nobody has said it still holds) or `ready`.
 */
export type PartState = 'missing' | 'outdated' | 'ready';

/** When each part's values last changed, or was confirmed to still hold (instants, compared as times). */
export type PartsChangedAt = Readonly<Partial<Record<Locale, string>>>;

export function partStates(
  type: ContentType,
  data: ContentData,
  changedAt: PartsChangedAt,
): Readonly<Record<Locale, PartState>> {
  const state = (locale: Locale, other: Locale): PartState => {
    const part = data.parts[locale];
    if (!part || missingInPart(type, locale, part).length > 0) return 'missing';
    const mine = changedAt[locale];
    const theirs = changedAt[other];
    if (data.parts[other] && mine !== undefined && theirs !== undefined && Date.parse(theirs) > Date.parse(mine)) {
      return 'outdated';
    }
    return 'ready';
  };
  return { id: state('id', 'en'), en: state('en', 'id') };
}

/** The working copy of an item: being written, waiting for a second person, or nothing pending. */
export const WORKING_STATES = ['draft', 'in_review', 'settled'] as const;
export type WorkingState = (typeof WORKING_STATES)[number];

/** What the public sees of an item: `unpublished` was live once and was taken down (its address: 410). */
export const PUBLIC_STATES = ['none', 'scheduled', 'published', 'withdrawn', 'unpublished'] as const;
export type PublicState = (typeof PUBLIC_STATES)[number];

/** The actions after a save, as the URL names them; each is one audit row. */
export const PUBLISHING_ACTIONS = [
  'submit',
  'reject',
  'approve',
  'publish-now',
  'confirm',
  'withdraw',
  'unpublish',
] as const;
export type PublishingAction = (typeof PUBLISHING_ACTIONS)[number];

/** What the audit trail records: the actions, and the item's creation and saves. */
export type AuditEvent = 'create' | 'save' | PublishingAction | 'preview-link' | 'preview-revoke' | 'preview-open';

/** Which scope an action needs, of the type's section. */
export const ACTION_SCOPE: Readonly<Record<PublishingAction, 'edit' | 'publish' | 'emergency'>> = {
  submit: 'edit',
  reject: 'publish',
  approve: 'publish',
  'publish-now': 'emergency',
  confirm: 'publish',
  withdraw: 'publish',
  unpublish: 'publish',
};

export interface SaveBody {
  /** The item's version this save was made from (optimistic locking). */
  readonly version: number;
  readonly data: ContentData;
  /** A major change has a change note, shown on the public page; a minor one has none. */
  readonly major?: boolean;
  readonly changeNote?: Readonly<Partial<Record<Locale, string>>>;
  /** Parts confirmed unchanged by this save though the other language changed. */
  readonly confirmParts?: readonly Locale[];
}

export interface ActionBody {
  readonly version: number;
  /** approve / publish-now: when the item goes live (ISO instant); now when absent. */
  readonly publishAt?: string;
  /** approve / publish-now: publish these languages only (the other shows a notice and a link). */
  readonly locales?: readonly Locale[];
  /** reject and withdraw: why, per language (withdraw needs both). */
  readonly reason?: Readonly<Partial<Record<Locale, string>>>;
  /**
   * unpublish: the site page the item's page sends visitors to from then on (301), by its manifest
   * page id; without it the item's page answers 410 Gone.
   */
  readonly redirect?: UnpublishRedirect;
}

/** Where an unpublished item's page sends its visitors: a page of the live route manifest. */
export interface UnpublishRedirect {
  readonly pageId: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** A manifest page id as a redirect or a body's link names it (`about.overview`). */
export const PAGE_ID_PATTERN = '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$';

export interface EditorItem {
  readonly id: number;
  readonly type: ContentType;
  readonly key: string;
  readonly version: number;
  readonly revision: number;
  readonly working: WorkingState;
  readonly public: PublicState;
  readonly liveRevision: number | null;
  readonly publishedAt: string | null;
  readonly needsApproval: boolean;
  readonly data: ContentData;
  readonly parts: Readonly<Record<Locale, PartState>>;
  readonly major: boolean;
  readonly changeNote: Readonly<Partial<Record<Locale, string>>> | null;
  readonly lastChangedBy: string;
  readonly submittedBy: string | null;
  readonly updatedAt: string;
}

export interface RevisionSummary {
  readonly revision: number;
  readonly author: string;
  readonly at: string;
  readonly major: boolean;
  readonly changeNote: Readonly<Partial<Record<Locale, string>>> | null;
}

/** One run of words of a field's diff: in both revisions, only in the newer, or only in the older. */
export interface DiffPart {
  readonly kind: 'same' | 'added' | 'removed';
  readonly text: string;
}

/** A field that differs between two revisions: `shared.date`, `id.title`, …, diffed by words. */
export interface FieldDiff {
  readonly field: string;
  readonly parts: readonly DiffPart[];
}

export interface RestoreBody {
  readonly version: number;
  /** The revision whose values the new draft takes. */
  readonly revision: number;
}

export interface AuditEntry {
  readonly at: string;
  readonly event: AuditEvent;
  readonly actor: string;
  readonly fromState: string;
  readonly toState: string;
  readonly revision: number;
}

/** Why an action was refused, as `error.reason` of a 403/409/400 answer. */
export const PUBLISHING_REFUSALS = [
  'twoPersonRule',
  'conflict',
  'notInReview',
  'notDraft',
  'partsNotReady',
  'changeNoteRequired',
  'scheduleInPast',
  'scheduleLive',
  'notLive',
  'alreadyWithdrawn',
  'nothingToConfirm',
  'reasonRequired',
  'unknownAnnouncementType',
  'keyTaken',
  'invalidContent',
] as const;
export type PublishingRefusal = (typeof PUBLISHING_REFUSALS)[number];
