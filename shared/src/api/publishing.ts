/**
 * Staff publishing, declared once: the checks of an item's values against its content type's fields
 * (declared in `publishing-content-types.ts`), the workflow's states and actions, and the limits; the
 * sentences of its refusals are in `publishing-messages.ts`. The editor pages and the server validate with the same functions
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
import { BODY_LIMITS, parseBody } from './publishing-blocks.js';
import {
  CONTENT_TYPES,
  type ContentType,
  type ContentTypeDeclaration,
  type FieldDeclaration,
} from './publishing-content-types.js';

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
