/**
 * The browser's check of an evidence file before it is sent, from the forms contract: its name and
 * declared type (what the picker offers) and its size. The server decides again, by content.
 */
import type { Locale } from '@ksei/shared';
import { EVIDENCE_ACCEPT, EVIDENCE_FIELD, EVIDENCE_MAX_BYTES, formMessage, type FormError } from '@ksei/shared/api';

const ACCEPTED = EVIDENCE_ACCEPT.split(',').map((entry) => entry.trim().toLowerCase());
const EXTENSIONS = ACCEPTED.filter((entry) => entry.startsWith('.'));
const MEDIA_TYPES = ACCEPTED.filter((entry) => entry.includes('/'));

/** What the form keeps of a chosen file (a File itself stays in its input). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export function chosenFile(file: File): ChosenFile {
  return { name: file.name, size: file.size, type: file.type };
}

/** A browser posts an empty part for a file input left empty: that is no evidence, not an empty file. */
export function isNoFile(file: ChosenFile): boolean {
  return file.name === '' && file.size === 0;
}

export function checkEvidence(file: ChosenFile | undefined): FormError | undefined {
  if (!file || isNoFile(file)) return undefined;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  // A browser may not know a type (empty): the extension decides then, as it does for the picker.
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)) || (type !== '' && !MEDIA_TYPES.includes(type))) {
    return { code: 'evidenceType' };
  }
  if (file.size === 0) return { code: 'evidenceEmpty' };
  if (file.size > EVIDENCE_MAX_BYTES) return { code: 'evidenceSize' };
  return undefined;
}

/**
 * The evidence file a posted form carries (none for a file input left empty), and its refusal in the
 * page's language keyed by the field, empty when the file passes.
 */
export function postedEvidence(
  data: FormData,
  locale: Locale,
): { readonly evidence: File | undefined; readonly refusal: Readonly<Record<string, string>> } {
  const posted = data.get(EVIDENCE_FIELD);
  const evidence = posted !== null && typeof posted !== 'string' && !isNoFile(posted) ? posted : undefined;
  const error = checkEvidence(evidence);
  return { evidence, refusal: error ? { [EVIDENCE_FIELD]: formMessage(error, locale) } : {} };
}

/** `1.4 MB`, `320 KB`, `12 B`: a size as a visitor reads it (1 MB = 1024 × 1024 bytes, as the limit). */
export function formatSize(bytes: number, locale: string): string {
  const format = (value: number) =>
    value.toLocaleString(locale === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}
