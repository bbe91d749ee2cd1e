/**
 * The whistleblowing evidence file by the forms contract's limits (its kinds and 2 MB), read the same
 * way by the browser's check and by the report's and the follow-up's actions. The server decides
 * again, by content.
 */
import type { Locale } from '@ksei/shared';
import {
  CAPTCHA_FIELD,
  EVIDENCE_ACCEPT,
  EVIDENCE_FIELD,
  EVIDENCE_MAX_BYTES,
  formMessage,
  type FormError,
} from '@ksei/shared/api';
import { checkFile, isNoFile, type ChosenFile, type FileLimits, type FileProblem } from '@ksei/shared/forms';

export const EVIDENCE_LIMITS: FileLimits = { accept: EVIDENCE_ACCEPT, maxBytes: EVIDENCE_MAX_BYTES };

/** The contract's error for each way a file is refused. */
export const EVIDENCE_ERRORS: Readonly<Record<FileProblem, FormError>> = {
  type: { code: 'evidenceType' },
  empty: { code: 'evidenceEmpty' },
  size: { code: 'evidenceSize' },
};

export function checkEvidence(file: ChosenFile | undefined): FormError | undefined {
  const problem = checkFile(file, EVIDENCE_LIMITS);
  return problem ? EVIDENCE_ERRORS[problem] : undefined;
}

/** The contract's messages for a refused evidence file, in `locale`. */
export function evidenceMessages(locale: Locale): Readonly<Record<FileProblem, string>> {
  return {
    type: formMessage(EVIDENCE_ERRORS.type, locale),
    empty: formMessage(EVIDENCE_ERRORS.empty, locale),
    size: formMessage(EVIDENCE_ERRORS.size, locale),
  };
}

/** The message by field for a body the API refused as too large: it was the evidence. */
export function evidenceTooLarge(locale: Locale): Readonly<Record<string, string>> {
  return { [EVIDENCE_FIELD]: formMessage(EVIDENCE_ERRORS.size, locale) };
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

/** A form that carries evidence, as multipart: its text, the page's locale, the captcha's token and the file, if any. */
export function multipartWithEvidence(
  text: Readonly<Record<string, string>>,
  locale: Locale,
  token: string,
  evidence: File | undefined,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(text)) body.append(name, value);
  body.append('locale', locale);
  body.append(CAPTCHA_FIELD, token);
  if (evidence) body.append(EVIDENCE_FIELD, evidence, evidence.name);
  return body;
}
