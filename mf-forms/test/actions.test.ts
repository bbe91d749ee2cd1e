import { AxiosError } from 'axios';
import { configureServerHttp, type Locale } from '@ksei/shared';
import { CAPTCHA_FIELD, EVIDENCE_MAX_BYTES, FORM_MESSAGES } from '@ksei/shared/api';
import { registerStrings, strings } from '../src/app/i18n';
import { sendContact } from '../src/features/contact/api/contact';
import { followUp as checkStatus } from '../src/features/follow-up/api/status';
import { sendReport } from '../src/features/whistleblowing/api/report';
import { checkEvidence } from '../src/shared/evidence';
import { apiAnswers, calls, resetPlayedApi } from './support/played-api';

/**
 * The forms' actions as a plain POST reaches them on the server (and the router in the browser): a
 * fetch Request with the form's body. Refusals by the contract never reach the API; what the API
 * answers is played by an axios adapter, the section's outside boundary (the real API answers these
 * in server/test and e2e/tests/forms.spec.ts).
 */
registerStrings();

beforeEach(resetPlayedApi);

function post(fields: Readonly<Record<string, string | File>>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/en/contact-us', { method: 'POST', body });
}

const args = (locale: Locale, request: Request) => ({ pageId: 'x', locale, params: {}, request });

const CONTACT = {
  fullName: 'Siti Rahmawati',
  subject: 'AKSes',
  email: 'siti@example.com',
  phone: '',
  message: 'How do I register for AKSes?',
  [CAPTCHA_FIELD]: 'token',
};
const REPORT = {
  reporterName: '',
  reporterEmail: '',
  reporterPhone: '',
  reportedName: 'Budi Santoso',
  reportedPosition: '',
  violationType: 'bribery',
  location: 'Jakarta',
  occurredOn: '2025-03-15',
  chronology: 'A payment was asked for in exchange for a contract, in person.',
  [CAPTCHA_FIELD]: 'token',
};

describe.each(['id', 'en'] as const)('the forms actions (%s)', (locale) => {
  const messages = FORM_MESSAGES[locale];

  it('refuses a contact message by the contract, every value kept, without asking the API', async () => {
    const outcome = await sendContact(
      args(locale, post({ ...CONTACT, fullName: 'S', email: 'siti@', phone: '12', [CAPTCHA_FIELD]: '' })),
    );
    expect(outcome).toEqual({
      ok: false,
      values: { ...CONTACT, fullName: 'S', email: 'siti@', phone: '12', [CAPTCHA_FIELD]: undefined },
      fields: {
        fullName: messages.tooShort.replace('{limit}', '2'),
        email: messages.email,
        phone: messages.phone,
        [CAPTCHA_FIELD]: messages.captcha,
      },
      message: strings[locale].failed.fields,
    });
    expect(calls).toEqual([]);
  });

  it("sends a valid contact message as JSON with the page's locale and the captcha's token", async () => {
    apiAnswers(201, { reference: 'KSEI-AB12CD34' });
    const outcome = await sendContact(args(locale, post(CONTACT)));
    expect(outcome).toEqual({ ok: true, reference: 'KSEI-AB12CD34' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/forms/contact');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ ...CONTACT, locale });
  });

  it("shows the API's refusal on its fields, a rate limit and a lost connection in the page's language", async () => {
    apiAnswers(400, { error: { code: 'bad_request', message: 'no', fields: [{ name: 'email', message: 'taken' }] } });
    expect(await sendContact(args(locale, post(CONTACT)))).toMatchObject({ ok: false, fields: { email: 'taken' } });
    apiAnswers(429, { error: { code: 'too_many_requests', message: 'slow down' } });
    expect(await sendContact(args(locale, post(CONTACT)))).toMatchObject({
      ok: false,
      fields: {},
      message: strings[locale].failed.rateLimited,
    });
    configureServerHttp({
      baseURL: 'http://server.internal/',
      adapter: () => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)),
    });
    const lost = await sendContact(args(locale, post(CONTACT)));
    expect(lost).toMatchObject({ ok: false, message: strings[locale].failed.network });
    expect(lost.ok === false && lost.values.message).toBe(CONTACT.message);
  });

  it('refuses evidence over 2 MB before sending, and never sends the file back with the values', async () => {
    const big = new File([new Uint8Array(EVIDENCE_MAX_BYTES + 1)], 'evidence.jpg', { type: 'image/jpeg' });
    const outcome = await sendReport(args(locale, post({ ...REPORT, evidence: big })));
    expect(outcome).toMatchObject({ ok: false, fields: { evidence: messages.evidenceSize } });
    expect(outcome.ok === false && Object.keys(outcome.values)).not.toContain('evidence');
    expect(calls).toEqual([]);
  });

  it('sends a report as multipart, with the evidence last; an empty file input is no evidence', async () => {
    apiAnswers(201, { receipt: '1234-5678-9012-3456', submittedAt: '2026-01-01T00:00:00Z', evidenceCleaned: true });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'photo.jpg', { type: 'image/jpeg' });
    expect(await sendReport(args(locale, post({ ...REPORT, evidence: photo })))).toMatchObject({
      ok: true,
      receipt: '1234-5678-9012-3456',
    });
    const sent = calls[0]?.data as FormData;
    expect(calls[0]?.url).toBe('/api/forms/whistleblowing');
    const { [CAPTCHA_FIELD]: token, ...text } = REPORT;
    expect([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ...Object.entries(text),
      ['locale', locale],
      [CAPTCHA_FIELD, token],
      ['evidence', 'photo.jpg'],
    ]);

    // What a browser posts for a file input left empty: a part with an empty file name and no bytes.
    const boundary = 'b0undary';
    const parts = Object.entries(REPORT).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const empty = `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
    const request = new Request('http://localhost/en/about-ksei/whistleblowing/form', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${parts.join('')}${empty}--${boundary}--\r\n`,
    });
    expect(await sendReport(args(locale, request))).toMatchObject({ ok: true });
    expect((calls[1]?.data as FormData).has('evidence')).toBe(false);
  });

  it('answers every receipt that leads to no report alike; a receipt of the wrong shape is refused in place', async () => {
    const wrongShape = await checkStatus(args(locale, post({ receipt: '1234', [CAPTCHA_FIELD]: 'token' })));
    expect(wrongShape).toMatchObject({ ok: false, fields: { receipt: messages.receipt } });
    expect(calls).toEqual([]);

    const notFound = strings[locale].followUp.notFound;
    apiAnswers(404, { error: { code: 'not_found', message: 'Report not found' } });
    const missing = await checkStatus(args(locale, post({ receipt: '1111-2222-3333-4444', [CAPTCHA_FIELD]: 't' })));
    expect(missing).toMatchObject({ ok: false, fields: {}, message: notFound });
    apiAnswers(400, { error: { code: 'bad_request', message: 'bad', fields: [{ name: 'receipt', message: 'bad' }] } });
    const refusedReceipt = await checkStatus(args(locale, post({ receipt: '1111222233334444', [CAPTCHA_FIELD]: 't' })));
    expect(refusedReceipt).toMatchObject({ ok: false, fields: {}, message: notFound });
    expect(JSON.parse(String(calls[0]?.data))).toMatchObject({ receipt: '1111-2222-3333-4444', locale });
  });
});

describe('the browser check of an evidence file', () => {
  const file = (name: string, size: number, type: string) => ({ name, size, type });
  it('takes a .jpg or .mp4 up to 2 MB, and refuses other types, empty files and larger ones', () => {
    expect(checkEvidence(file('a.jpg', EVIDENCE_MAX_BYTES, 'image/jpeg'))).toBeUndefined();
    expect(checkEvidence(file('a.MP4', 10, 'video/mp4'))).toBeUndefined();
    expect(checkEvidence(file('a.jpeg', 10, ''))).toBeUndefined();
    expect(checkEvidence(file('a.jpg', EVIDENCE_MAX_BYTES + 1, 'image/jpeg'))).toEqual({ code: 'evidenceSize' });
    expect(checkEvidence(file('a.png', 10, 'image/png'))).toEqual({ code: 'evidenceType' });
    expect(checkEvidence(file('a.jpg', 10, 'image/png'))).toEqual({ code: 'evidenceType' });
    expect(checkEvidence(file('a.mov', 10, 'video/quicktime'))).toEqual({ code: 'evidenceType' });
    expect(checkEvidence(file('a.jpg', 0, 'image/jpeg'))).toEqual({ code: 'evidenceEmpty' });
    expect(checkEvidence(undefined)).toBeUndefined();
  });
});
