/**
 * The receipt routes refuse cheaply before any slow hash: a malformed receipt, a missing or refused
 * captcha never reach the hashing pool. Observed on the real pool's own count of accepted hashes,
 * through real requests on a real database.
 */
import { hashPool } from '../../../src/domains/hashing/pool.js';
import { CAPTCHA, multipart } from '../../support/forms-requests.js';
import { captchaToken, json, post, useFormsServer } from '../../support/forms-server.js';

const server = useFormsServer();

const STATUS = '/api/forms/whistleblowing/status';
const FOLLOW_UP = '/api/forms/whistleblowing/follow-up';
/** Well-formed (four groups of four digits) and issued to nobody in this suite's database. */
const WELL_FORMED = '1234-5678-9012-3456';

type ErrorBody = { error: { fields?: { name: string; message: string }[] } };
const fieldsOf = (body: string): Record<string, string> =>
  Object.fromEntries(((JSON.parse(body) as ErrorBody).error.fields ?? []).map((field) => [field.name, field.message]));

/** The status code and the fields a request was refused on, and how many receipt hashes it started. */
async function hashesFor(send: () => Promise<{ statusCode: number; body: string }>) {
  const before = hashPool().accepted.scrypt;
  const response = await send();
  return { status: response.statusCode, fields: fieldsOf(response.body), hashes: hashPool().accepted.scrypt - before };
}

describe('the receipt routes check shape and captcha before any hash', () => {
  it('a well-formed receipt with a valid captcha costs exactly one hash (the count sees a lookup)', async () => {
    const token = await captchaToken(server());
    const result = await hashesFor(() => post(server(), STATUS, json({ receipt: WELL_FORMED, [CAPTCHA]: token })));
    expect(result).toEqual({ status: 404, fields: {}, hashes: 1 });
  });

  it.each(['12345', '1234-5678-9012-345x', 'x'.repeat(5000)])(
    'a malformed receipt (%#) on the status route is refused at once, with a valid captcha, never hashed',
    async (receipt) => {
      const token = await captchaToken(server());
      const result = await hashesFor(() => post(server(), STATUS, json({ receipt, locale: 'en', [CAPTCHA]: token })));
      expect(result.status).toBe(400);
      expect(Object.keys(result.fields)).toEqual(['receipt']);
      expect(result.hashes).toBe(0);
    },
  );

  it('a malformed receipt without a captcha is refused on the receipt, never hashed', async () => {
    const result = await hashesFor(() => post(server(), STATUS, json({ receipt: '0000', locale: 'id' })));
    expect(result.status).toBe(400);
    expect(Object.keys(result.fields)).toEqual(['receipt']);
    expect(result.hashes).toBe(0);
  });

  it('a well-formed receipt with a missing or refused captcha is refused on the captcha, never hashed', async () => {
    for (const captcha of [{}, { [CAPTCHA]: 'forged' }]) {
      const result = await hashesFor(() => post(server(), STATUS, json({ receipt: WELL_FORMED, ...captcha })));
      expect(result.status).toBe(400);
      expect(Object.keys(result.fields)).toEqual([CAPTCHA]);
      expect(result.hashes).toBe(0);
    }
  });

  it('the follow-up refuses a malformed receipt, and a well-formed one without a valid captcha, never hashing', async () => {
    const token = await captchaToken(server());
    const malformed = await hashesFor(() =>
      post(server(), FOLLOW_UP, multipart({ receipt: '9999', note: 'Catatan tambahan.', [CAPTCHA]: token })),
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.fields)).toEqual(['receipt']);
    expect(malformed.hashes).toBe(0);
    for (const captcha of [{}, { [CAPTCHA]: 'forged' }] as Record<string, string>[]) {
      const refused = await hashesFor(() =>
        post(server(), FOLLOW_UP, multipart({ receipt: WELL_FORMED, note: 'Catatan tambahan.', ...captcha })),
      );
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.fields)).toEqual([CAPTCHA]);
      expect(refused.hashes).toBe(0);
    }
  });
});
