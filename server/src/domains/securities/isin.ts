/** ISIN (ISO 6166): 2 letters (country), 9 letters or digits, 1 check digit. */
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** Typed text normalized the way it is compared: trimmed, upper case. */
export function normalizeIsin(text: string): string {
  return text.trim().toUpperCase();
}

export function isIsinShaped(text: string): boolean {
  return ISIN_SHAPE.test(text);
}

/**
 * Luhn over the digits of the text with letters spelled as numbers (A = 10 … Z = 35), doubling every
 * second digit from the right. `withCheckDigit` says whether the last character is the check digit
 * (then it is not doubled).
 */
function luhnSum(text: string, withCheckDigit: boolean): number {
  const digits = [...text].map((char) => parseInt(char, 36).toString()).join('');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const fromRight = digits.length - 1 - index;
    let digit = Number(digits[index]);
    if (fromRight % 2 === (withCheckDigit ? 1 : 0)) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** The check digit the first 11 characters call for. */
export function isinCheckDigit(firstEleven: string): number {
  return (10 - (luhnSum(firstEleven, false) % 10)) % 10;
}

export type IsinCheck =
  | { readonly kind: 'valid'; readonly isin: string }
  | { readonly kind: 'not-isin' }
  | { readonly kind: 'bad-check-digit'; readonly isin: string; readonly expected: number; readonly actual: number };

/** Whether the (normalized) text is an ISIN, and if it only looks like one, what its check digit should be. */
export function checkIsin(text: string): IsinCheck {
  const isin = normalizeIsin(text);
  if (!isIsinShaped(isin)) return { kind: 'not-isin' };
  if (luhnSum(isin, true) % 10 === 0) return { kind: 'valid', isin };
  return { kind: 'bad-check-digit', isin, expected: isinCheckDigit(isin.slice(0, 11)), actual: Number(isin.slice(11)) };
}
