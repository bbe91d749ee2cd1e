/**
 * The public forms, declared once: field names (the HTML `name`s and the API's field names alike),
 * limits, the whistleblowing violation types, the rules every value must pass and their messages in
 * both languages. The browser validates with these before sending and the server again on receipt,
 * so a visitor sees the same words from either.
 *
 * POST /api/forms/contact                 (urlencoded or JSON)  → `ContactAccepted`
 * POST /api/forms/whistleblowing          (multipart/form-data) → `ReportAccepted`
 * POST /api/forms/whistleblowing/status   (urlencoded or JSON: `receipt`) → `ReportStatus` (inbox.ts)
 *
 * Every one takes `locale` (id|en) and the captcha's token as `g-recaptcha-response` (the field
 * reCAPTCHA itself posts), answers `no-store`, and refuses with `ApiErrorBody` whose `fields` hold
 * the messages below, keyed by field name. The receipt travels in a POST body, never in an address.
 */
import type { Locale } from '../routes/types.js';

/** The form field reCAPTCHA v2 fills with its token (and the API reads it from). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** Evidence: one photo or video, at most 2 MB (the spec's "2 Mb", read as megabytes: 2 × 1024 × 1024 bytes). */
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
export const EVIDENCE_TYPES = [
  { extension: '.jpg', mediaType: 'image/jpeg' },
  { extension: '.mp4', mediaType: 'video/mp4' },
] as const;
/** What the file picker offers (`accept`); the server decides by content, never by this. */
export const EVIDENCE_ACCEPT = '.jpg,.jpeg,.mp4,image/jpeg,video/mp4';

/** The eleven kinds of violation KSEI's whistleblowing system takes, in the order it lists them. */
export const VIOLATION_TYPES = [
  'discrimination',
  'harassment',
  'intimidation',
  'anarchicActions',
  'misuseOfData',
  'conflictOfInterest',
  'illegalGratuities',
  'bribery',
  'extortion',
  'financialReportingFraud',
  'embezzlement',
] as const;
export type ViolationType = (typeof VIOLATION_TYPES)[number];

export const VIOLATION_TYPE_LABELS: Readonly<Record<Locale, Readonly<Record<ViolationType, string>>>> = {
  id: {
    discrimination: 'Diskriminasi',
    harassment: 'Pelecehan',
    intimidation: 'Intimidasi',
    anarchicActions: 'Tindakan anarkis',
    misuseOfData: 'Penyalahgunaan data dan informasi',
    conflictOfInterest: 'Benturan kepentingan',
    illegalGratuities: 'Gratifikasi ilegal',
    bribery: 'Penyuapan',
    extortion: 'Pemerasan',
    financialReportingFraud: 'Kecurangan laporan keuangan',
    embezzlement: 'Penggelapan kas, persediaan, dan aset lainnya',
  },
  en: {
    discrimination: 'Discrimination',
    harassment: 'Harassment',
    intimidation: 'Intimidation',
    anarchicActions: 'Anarchic actions',
    misuseOfData: 'Misuse of data and information',
    conflictOfInterest: 'Conflict of interests',
    illegalGratuities: 'Illegal gratuities',
    bribery: 'Bribery',
    extortion: 'Extortion',
    financialReportingFraud: 'Financial reporting fraud',
    embezzlement: 'Embezzlement of cash, inventory, and other assets',
  },
};

/** How a text field is checked: its bounds in characters (after trimming) and its kind. */
export interface TextRule {
  readonly required: boolean;
  readonly min?: number;
  readonly max: number;
  readonly kind?: 'email' | 'phone' | 'date' | 'violationType';
}

export const CONTACT_FIELDS = {
  fullName: { required: true, min: 2, max: 100 },
  subject: { required: true, min: 3, max: 150 },
  email: { required: true, max: 254, kind: 'email' },
  phone: { required: false, max: 25, kind: 'phone' },
  message: { required: true, min: 10, max: 5000 },
} as const satisfies Record<string, TextRule>;
export type ContactField = keyof typeof CONTACT_FIELDS;
export type ContactValues = Readonly<Partial<Record<ContactField, string>>>;

/** The report's text parts; the evidence file travels beside them as `evidence`. */
export const REPORT_FIELDS = {
  // Reporter identity: every part optional (an anonymous report is welcome).
  reporterName: { required: false, max: 100 },
  reporterEmail: { required: false, max: 254, kind: 'email' },
  reporterPhone: { required: false, max: 25, kind: 'phone' },
  // Reported person.
  reportedName: { required: true, min: 2, max: 100 },
  reportedPosition: { required: false, max: 100 },
  // The violation.
  violationType: { required: true, max: 40, kind: 'violationType' },
  location: { required: true, min: 3, max: 200 },
  /** When it happened: `YYYY-MM-DD`, not after today (Jakarta) and not before 1990. */
  occurredOn: { required: true, max: 10, kind: 'date' },
  chronology: { required: true, min: 30, max: 10000 },
} as const satisfies Record<string, TextRule>;
export type ReportField = keyof typeof REPORT_FIELDS;
export type ReportValues = Readonly<Partial<Record<ReportField, string>>>;
export const EVIDENCE_FIELD = 'evidence';

/** Bounds the server enforces on any form body before reading it (fields beyond these are refused). */
export const FORM_BODY_LIMITS = {
  /** Text fields plus the captcha token and `locale`. */
  maxFields: 16,
  /** Longest field value in bytes (the chronology, UTF-8; a captcha token is ~2 KB). */
  maxFieldBytes: 40_000,
  maxFieldNameBytes: 40,
  /** A whole multipart body: the evidence, the text and the multipart framing. */
  maxBodyBytes: EVIDENCE_MAX_BYTES + 256 * 1024,
  maxFiles: 1,
} as const;

/** A receipt: 16 random digits (about 53 bits), shown as four groups of four. */
export const RECEIPT_PATTERN = /^\d{4}-?\d{4}-?\d{4}-?\d{4}$/;
export function formatReceipt(digits: string): string {
  return digits.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1-');
}

export interface ContactAccepted {
  /** For the visitor's records and any reply: `KSEI-` and eight characters. */
  readonly reference: string;
}
export interface ReportAccepted {
  /** Shown once; only a slow hash of it is kept. `XXXX-XXXX-XXXX-XXXX`. */
  readonly receipt: string;
  /** ISO date-time of acceptance. */
  readonly submittedAt: string;
  /** Whether identifying metadata was removed from the evidence (`false` when none was sent). */
  readonly evidenceCleaned: boolean;
}

// ————— Rules —————

export type FormErrorCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'date'
  | 'dateFuture'
  | 'violationType'
  | 'evidenceType'
  | 'evidenceSize'
  | 'evidenceEmpty'
  | 'captcha'
  | 'receipt'
  | 'control';

export interface FormError {
  readonly code: FormErrorCode;
  readonly limit?: number;
}

/**
 * A mailbox as a person types it: a local part of letters, digits and `.!#$'*+-/^_`{|}~` (RFC 5322's
 * atom characters without `?`, `&`, `=` and `%`, which could carry headers into a `mailto:` link; no
 * quotes, spaces or control characters), `@`, and a domain of LDH labels with at least one dot.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$'*+/^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** The local part's limit (RFC 5321 §4.5.3.1.1); the whole address is at most 254. */
const EMAIL_LOCAL_MAX = 64;

/**
 * Characters no visitor types and a database may refuse (NUL): the C0 controls but tab, line feed and
 * carriage return, DEL, and the C1 controls. Bidirectional overrides are stored: the inbox isolates
 * every visitor's text where it shows it.
 */
// The control characters are the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * A phone number as people write it: spaces, dots, dashes and brackets allowed; then either an
 * Indonesian national number (`0` and 8–12 digits: `0812…`, `021 515 2855`, `0800-1-865734`), `62`
 * and 8–13 digits, or an international `+` number in E.164 (7–15 digits).
 */
export function isPhone(value: string): boolean {
  if (!/^[+\d\s().-]+$/.test(value)) return false;
  const compact = value.replace(/[\s().-]/g, '');
  return /^0\d{8,12}$/.test(compact) || /^62\d{8,13}$/.test(compact) || /^\+[1-9]\d{6,14}$/.test(compact);
}

export function isEmail(value: string): boolean {
  const local = value.slice(0, value.lastIndexOf('@'));
  return (
    value.length <= 254 &&
    local.length <= EMAIL_LOCAL_MAX &&
    EMAIL.test(value) &&
    !value.includes('..') &&
    !local.startsWith('.') &&
    !local.endsWith('.')
  );
}

/** `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Counts characters as a visitor does (code points), not UTF-16 units. */
const length = (value: string): number => [...value].length;

/** One value against its rule; `today` is Jakarta's `YYYY-MM-DD` (dates after it are refused). */
export function checkField(rule: TextRule, raw: string | undefined, today: string): FormError | undefined {
  const value = (raw ?? '').trim();
  // Before anything else: a NUL would fail the database, and any such character fails every rule.
  if (hasControlCharacter(value)) return { code: 'control' };
  if (value === '') return rule.required ? { code: 'required' } : undefined;
  if (rule.min !== undefined && length(value) < rule.min) return { code: 'tooShort', limit: rule.min };
  if (length(value) > rule.max) return { code: 'tooLong', limit: rule.max };
  switch (rule.kind) {
    case 'email':
      return isEmail(value) ? undefined : { code: 'email' };
    case 'phone':
      return isPhone(value) ? undefined : { code: 'phone' };
    case 'date':
      if (!isIsoDate(value) || value < '1990-01-01') return { code: 'date' };
      return value > today ? { code: 'dateFuture' } : undefined;
    case 'violationType':
      return (VIOLATION_TYPES as readonly string[]).includes(value) ? undefined : { code: 'violationType' };
    default:
      return undefined;
  }
}

/** Every field of a form against its rules: the errors by field name (empty when all pass). */
export function checkFields<F extends string>(
  rules: Readonly<Record<F, TextRule>>,
  values: Readonly<Partial<Record<F, string>>>,
  today: string,
): Partial<Record<F, FormError>> {
  const errors: Partial<Record<F, FormError>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = checkField(rules[field], values[field], today);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The spec's notice applies while the reporter gives neither an e-mail address nor a phone number. */
export function reporterUnreachable(values: ReportValues): boolean {
  return !(values.reporterEmail ?? '').trim() && !(values.reporterPhone ?? '').trim();
}

export const FORM_MESSAGES: Readonly<Record<Locale, Readonly<Record<FormErrorCode, string>>>> = {
  id: {
    required: 'Wajib diisi.',
    tooShort: 'Terlalu pendek: paling sedikit {limit} karakter.',
    tooLong: 'Terlalu panjang: paling banyak {limit} karakter.',
    email: 'Masukkan alamat email yang valid, misalnya nama@contoh.co.id.',
    phone: 'Masukkan nomor telepon yang valid, misalnya 0812 3456 7890 atau +62 21 5152855.',
    date: 'Masukkan tanggal yang valid dengan format TTTT-BB-HH, misalnya 2026-01-31.',
    dateFuture: 'Tanggal tidak boleh setelah hari ini.',
    violationType: 'Pilih salah satu jenis pelanggaran.',
    evidenceType: 'Bukti harus berupa foto .jpg atau video .mp4.',
    evidenceSize: 'Berkas bukti paling besar 2 MB.',
    evidenceEmpty: 'Berkas bukti kosong.',
    captcha: 'Centang kotak verifikasi "Saya bukan robot", lalu kirim lagi.',
    receipt: 'Masukkan 16 digit nomor tanda terima, misalnya 1234-5678-9012-3456.',
    control: 'Hapus karakter kontrol tak terlihat (seperti NUL) dari isian ini; tab dan baris baru boleh.',
  },
  en: {
    required: 'This field is required.',
    tooShort: 'Too short: at least {limit} characters.',
    tooLong: 'Too long: at most {limit} characters.',
    email: 'Enter a valid email address, for example name@example.com.',
    phone: 'Enter a valid phone number, for example 0812 3456 7890 or +62 21 5152855.',
    date: 'Enter a valid date as YYYY-MM-DD, for example 2026-01-31.',
    dateFuture: 'The date cannot be after today.',
    violationType: 'Choose a type of violation.',
    evidenceType: 'Evidence must be a .jpg photo or an .mp4 video.',
    evidenceSize: 'The evidence file can be at most 2 MB.',
    evidenceEmpty: 'The evidence file is empty.',
    captcha: 'Tick the "I\'m not a robot" check box, then send again.',
    receipt: 'Enter the 16-digit receipt number, for example 1234-5678-9012-3456.',
    control: 'Remove the invisible control characters (such as NUL) from this field; tabs and new lines are fine.',
  },
};

/** A rule's message in one language, its limit filled in. */
export function formMessage(error: FormError, locale: Locale): string {
  return FORM_MESSAGES[locale][error.code].replace('{limit}', String(error.limit ?? ''));
}
