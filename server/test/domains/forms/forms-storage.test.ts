/**
 * What the forms keep: sealed values that open only with their key (and with an older key after a
 * rotation), receipts kept only as their hash, the follow-up by receipt, and the rate limits that
 * bound submissions and guesses.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prepareEvidence } from '../../../src/domains/forms/evidence/index.js';
import { sealContext } from '../../../src/domains/forms/intake.js';
import { open, openJson, seal } from '../../../src/domains/forms/sealing.js';
import { loadFormsSettings } from '../../../src/domains/forms/settings.js';
import { todayInJakarta } from '@ksei/shared/node';
import {
  asByteaHex,
  CAPTCHA,
  everyRow,
  multipart,
  tinyJpeg,
  VALID_CONTACT,
  VALID_REPORT,
} from '../../support/forms-requests.js';
import { captchaToken, json, post, startFormsServer, useFormsServer } from '../../support/forms-server.js';
import type { TestServer } from '../../support/fixtures.js';

const key = (): string => randomBytes(32).toString('base64');
const OLD_KEY = key();
const NEW_KEY = key();
const PEPPER = randomBytes(32).toString('base64');

type SealedRow = { id: string; key_id: string; sealed: Uint8Array };

async function submitReport(server: TestServer, extra: Record<string, string> = {}, withFile = true) {
  const body = multipart(
    { ...VALID_REPORT, [CAPTCHA]: await captchaToken(server), ...extra },
    withFile ? [{ name: 'bukti.jpg', type: 'image/jpeg', bytes: tinyJpeg('ksei-evidence-marker') }] : [],
  );
  const response = await post(server, '/api/forms/whistleblowing', body);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as { receipt: string };
}

describe('sealed at rest', () => {
  const server = useFormsServer({ env: { FORMS_ENCRYPTION_KEYS: `k1:${OLD_KEY}`, FORMS_RECEIPT_PEPPER: PEPPER } });
  const PHRASE = 'Kelinci ungu 7319 menari di Monas';

  it('stores a contact message as ciphertext without the plaintext, which opens with the key and fails with another', async () => {
    const response = await post(
      server(),
      '/api/forms/contact',
      json({ ...VALID_CONTACT, message: PHRASE, [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(response.statusCode).toBe(200);
    const raw = await server().db.query<{ row: string }>('select t::text as row from contact_messages t');
    expect(raw).toHaveLength(1);
    expect(raw[0]?.row).not.toContain('Kelinci');
    expect(raw[0]?.row).not.toContain(asByteaHex('Kelinci'));
    expect(raw[0]?.row).not.toContain(asByteaHex(VALID_CONTACT.email));

    const [row] = await server().db.query<SealedRow>('select id, key_id, sealed from contact_messages');
    if (!row) throw new Error('no row');
    expect(row.key_id).toBe('k1');
    const keys = [{ id: 'k1', key: Buffer.from(OLD_KEY, 'base64') }];
    const value = { keyId: row.key_id, sealed: row.sealed };
    expect(openJson(keys, value, sealContext.contact(row.id))).toEqual({ ...VALID_CONTACT, message: PHRASE });
    expect(() => open([{ id: 'k1', key: randomBytes(32) }], value, sealContext.contact(row.id))).toThrow();
    // Bound to its row: the same bytes do not open as another row's.
    expect(() => open(keys, value, sealContext.contact('00000000-0000-0000-0000-000000000000'))).toThrow();
  });

  it('stores a report and its evidence sealed: neither the chronology nor the picture’s bytes are in any table', async () => {
    const marker = 'Amplop cokelat 4821 diserahkan di parkiran';
    await submitReport(server(), { chronology: `${marker}, disaksikan dua orang staf pengadaan.` });
    const rows = await everyRow(server().db);
    expect(rows).toContain('whistleblowing_evidence');
    for (const secret of ['Amplop cokelat', 'ksei-evidence-marker', VALID_REPORT.reportedName]) {
      expect(rows).not.toContain(secret);
      expect(rows).not.toContain(asByteaHex(secret));
    }
    const [report] = await server().db.query<SealedRow>('select id, key_id, sealed from whistleblowing_reports');
    const [evidence] = await server().db.query<SealedRow & { report_id: string; size_bytes: number }>(
      'select id, report_id, key_id, sealed, size_bytes from whistleblowing_evidence',
    );
    if (!report || !evidence) throw new Error('not stored');
    const keys = [{ id: 'k1', key: Buffer.from(OLD_KEY, 'base64') }];
    const values = openJson<Record<string, string>>(
      keys,
      { keyId: report.key_id, sealed: report.sealed },
      sealContext.report(report.id),
    );
    expect(values.chronology).toContain(marker);
    // Empty optional fields are not kept at all.
    expect(Object.keys(values).sort()).toEqual(
      ['chronology', 'location', 'occurredOn', 'reportedName', 'reportedPosition', 'violationType'].sort(),
    );
    const picture = open(
      keys,
      { keyId: evidence.key_id, sealed: evidence.sealed },
      sealContext.evidence(report.id, evidence.id),
    );
    // The cleaned picture: the evidence check's own output for the file sent, its comment gone.
    const cleaned = await prepareEvidence(tinyJpeg('ksei-evidence-marker'));
    if (!cleaned.ok) throw new Error('the evidence check refused the test picture');
    expect(picture.equals(Buffer.from(cleaned.evidence.bytes))).toBe(true);
    expect(picture.includes('ksei-evidence-marker')).toBe(false);
    expect(picture.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(evidence.size_bytes).toBe(picture.length);
  });

  it('keeps the receipt only as its peppered scrypt hash: its digits appear nowhere in the database', async () => {
    const { receipt } = await submitReport(server(), {}, false);
    const digits = receipt.replace(/-/g, '');
    const rows = await everyRow(server().db);
    for (const form of [digits, receipt, digits.slice(0, 8), digits.slice(8)]) {
      expect(rows).not.toContain(form);
      expect(rows).not.toContain(asByteaHex(form));
    }
    // scrypt N=2^15, r=8, p=1 over the digits with the configured pepper, computed here independently.
    const expected = scryptSync(digits, Buffer.from(PEPPER, 'base64'), 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 << 20,
    });
    const found = await server().db.query('select 1 from whistleblowing_reports where receipt_hash = $1', [expected]);
    expect(found).toHaveLength(1);
  });
});

describe('key rotation', () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  afterAll(async () => {
    // One database under both: the second app closes, then the first with the database.
    await second?.app.close();
    if (second) fs.rmSync(path.dirname(second.config.dataDir), { recursive: true, force: true });
    await first?.close();
  });

  it('seals new values with the first listed key and still opens values sealed with an older listed key', async () => {
    first = await startFormsServer({ env: { FORMS_ENCRYPTION_KEYS: `old:${OLD_KEY}`, FORMS_RECEIPT_PEPPER: PEPPER } });
    const before = await submitReport(first);
    const db = first.db;
    // The same database under a new configuration: the new key first, the old one kept for reading.
    second = await startFormsServer({
      env: { FORMS_ENCRYPTION_KEYS: `new:${NEW_KEY},old:${OLD_KEY}`, FORMS_RECEIPT_PEPPER: PEPPER },
      database: async () => db,
    });
    await submitReport(second);
    const stored = await second.db.query<SealedRow>(
      'select id, key_id, sealed from whistleblowing_reports order by submitted_at',
    );
    expect(stored.map((row) => row.key_id)).toEqual(['old', 'new']);
    const keys = second.config.forms.keys;
    expect(keys.map((k) => k.id)).toEqual(['new', 'old']);
    for (const row of stored) {
      expect(openJson(keys, { keyId: row.key_id, sealed: row.sealed }, sealContext.report(row.id))).toMatchObject({
        reportedName: VALID_REPORT.reportedName,
      });
    }
    // Without the old key, its rows no longer open; the follow-up by receipt still works (the pepper is unchanged).
    expect(() =>
      open(keys.slice(0, 1), { keyId: 'old', sealed: stored[0]!.sealed }, sealContext.report(stored[0]!.id)),
    ).toThrow(/no configured key has the id "old"/);
    const status = await post(
      second,
      '/api/forms/whistleblowing/status',
      json({ receipt: before.receipt, [CAPTCHA]: await captchaToken(second) }),
    );
    expect(status.statusCode).toBe(200);
  });

  it('a sealed value names its key and a fresh nonce: the same text sealed twice differs', () => {
    const keys = loadFormsSettings({ FORMS_ENCRYPTION_KEYS: `a:${OLD_KEY}` }, 'development').keys;
    const one = seal(keys, Buffer.from('sama'), 'x');
    const two = seal(keys, Buffer.from('sama'), 'x');
    expect(one.keyId).toBe('a');
    expect(Buffer.from(one.sealed).equals(Buffer.from(two.sealed))).toBe(false);
  });
});

describe('follow-up by receipt', () => {
  const server = useFormsServer();
  const STATUS = '/api/forms/whistleblowing/status';

  it('answers the status and the Jakarta dates for the receipt, typed with or without dashes', async () => {
    const { receipt } = await submitReport(server(), {}, false);
    const today = todayInJakarta();
    for (const typed of [receipt, receipt.replace(/-/g, ''), receipt.replace(/-/g, ' ')]) {
      const response = await post(server(), STATUS, json({ receipt: typed, [CAPTCHA]: await captchaToken(server()) }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body)).toEqual({
        status: 'received',
        submittedOn: today,
        updatedOn: today,
        thread: [],
        open: true,
      });
    }
    await server().db.query(
      `update whistleblowing_reports set status = 'acknowledged', updated_at = now() + interval '3 days'`,
    );
    const later = await post(server(), STATUS, json({ receipt, [CAPTCHA]: await captchaToken(server()) }));
    expect(JSON.parse(later.body)).toMatchObject({ status: 'acknowledged', submittedOn: today, open: true });
    expect(JSON.parse(later.body).updatedOn).not.toBe(today);
  });

  it('answers every code that finds nothing with the same 404, word for word', async () => {
    const { receipt } = await submitReport(server(), {}, false);
    const digits = receipt.replace(/-/g, '');
    const near = `${digits.slice(0, 15)}${(Number(digits[15]) + 1) % 10}`;
    const answers = await Promise.all(
      [near, '0000-0000-0000-0000', '9999999999999999'].map(async (code) =>
        post(server(), STATUS, json({ receipt: code, [CAPTCHA]: await captchaToken(server()) })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.headers['cache-control']).toBe('no-store');
  });

  it('refuses what is not a receipt with the receipt message, and a lookup without a captcha', async () => {
    const malformed = await post(
      server(),
      STATUS,
      json({ receipt: '1234-5678', locale: 'en', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).error.fields).toEqual([
      { name: 'receipt', message: 'Enter the 16-digit receipt number, for example 1234-5678-9012-3456.' },
    ]);
    const { receipt } = await submitReport(server(), {}, false);
    const noCaptcha = await post(server(), STATUS, json({ receipt }));
    expect(noCaptcha.statusCode).toBe(400);
    expect(JSON.parse(noCaptcha.body).error.fields).toEqual([
      { name: CAPTCHA, message: 'Centang kotak verifikasi "Saya bukan robot", lalu kirim lagi.' },
    ]);
  });
});

describe('rate limits (the default policies, on a clock moved by hand)', () => {
  let clock = 5_000_000;
  const server = useFormsServer({ build: { rateLimits: { holdMs: 0, now: () => clock, policies: {} } } });

  it('lets a client send five forms, then answers 429 with Retry-After (one more every 5 s)', async () => {
    const client = { remoteAddress: '192.0.2.50' };
    const send = async () =>
      post(server(), '/api/forms/contact', json({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(server()) }), client);
    const codes = [];
    for (let index = 0; index < 6; index += 1) codes.push((await send()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send();
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(refused.body).error.code).toBe('too_many_requests');
    // Another client is not held back by this one.
    expect((await post(server(), '/api/forms/contact', json({}), { remoteAddress: '192.0.2.51' })).statusCode).toBe(
      400,
    );
    clock += 5000;
    expect((await send()).statusCode).toBe(200);
  });

  it('bounds receipt guesses more strictly: five, then one a minute', async () => {
    const client = { remoteAddress: '192.0.2.60' };
    const guess = async (code: string) =>
      post(
        server(),
        '/api/forms/whistleblowing/status',
        json({ receipt: code, [CAPTCHA]: await captchaToken(server()) }),
        client,
      );
    const codes = [];
    for (let index = 0; index < 6; index += 1) codes.push((await guess(`12345678901234${10 + index}`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await guess('1111222233334444');
    expect(refused.headers['retry-after']).toBe('60');
    clock += 59_000;
    expect((await guess('1111222233334444')).statusCode).toBe(429);
    clock += 1_000;
    expect((await guess('1111222233334444')).statusCode).toBe(404);
  });
});
