import { checkIsin, isinCheckDigit } from '../../src/domains/securities/isin.js';

/** ISINs with their check-digit result, from shared/data/isin_samples_checked.csv (public code and fixtures). */
const VALID = [
  ['ID1000109507', 'BBCA'],
  ['ID1000118201', 'BBRI'],
  ['ID1000129000', 'TLKM'],
  ['ID1000106602', 'ANTM'],
  ['ID1000166903', 'GOTO'],
  ['ID1000122807', 'ASII'],
  ['ID1000095003', ''],
  ['ID1000061302', ''],
  ['ID1000111602', ''],
] as const;
/** The three that fail, with the check digit their first eleven characters call for. */
const FAILING = [
  ['ID1000103801', 7],
  ['ID1000109000', 2],
  ['ID1000123456', 8],
] as const;

describe('ISIN check digit', () => {
  it.each(VALID)('accepts %s (%s)', (isin) => {
    expect(checkIsin(isin)).toEqual({ kind: 'valid', isin });
  });

  it.each(FAILING)('rejects %s, whose check digit should be %d', (isin, expected) => {
    expect(checkIsin(isin)).toEqual({ kind: 'bad-check-digit', isin, expected, actual: Number(isin.slice(11)) });
  });

  it('computes the check digit of every valid sample from its first eleven characters', () => {
    for (const [isin] of VALID) expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin.slice(11)));
  });

  it('spells letters inside the ISIN as numbers (A = 10 … Z = 35)', () => {
    // Well-known ISINs: Apple (US), BAE Systems (GB), and one with letters in its body (AU).
    expect(checkIsin('US0378331005').kind).toBe('valid');
    expect(checkIsin('GB0002634946').kind).toBe('valid');
    expect(checkIsin('AU0000XVGZA3').kind).toBe('valid');
    // One letter more in the body changes the digit string: the same check digit no longer holds.
    expect(checkIsin('AU0000XVGZB3')).toEqual({
      kind: 'bad-check-digit',
      isin: 'AU0000XVGZB3',
      expected: 1,
      actual: 3,
    });
    expect(checkIsin('US0378331006')).toMatchObject({ kind: 'bad-check-digit', expected: 5 });
  });

  it('reads typed text trimmed and in any letter case', () => {
    expect(checkIsin('  id1000109507 ')).toEqual({ kind: 'valid', isin: 'ID1000109507' });
  });

  it.each(['BBCA', 'ID100010950', 'ID10001095070', 'ID100010950X', '1D1000109507', 'ID-000109507', ''])(
    'does not judge %p, which is not shaped like an ISIN',
    (text) => {
      expect(checkIsin(text)).toEqual({ kind: 'not-isin' });
    },
  );
});
