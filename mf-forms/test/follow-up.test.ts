import { setRouteTable, type Locale, type ReportStatus } from '@ksei/shared';
import { CAPTCHA_FIELD, EVIDENCE_MAX_BYTES, FORM_MESSAGES, INBOX_LIMITS, INBOX_MESSAGES } from '@ksei/shared/api';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings, strings } from '../src/app/i18n';
import { ADD_INTENT, followUp } from '../src/features/follow-up/api/status';
import { render } from '../src/server';
import { apiAnswers, calls, resetPlayedApi } from './support/played-api';

/**
 * The follow-up page's second form (information added to a report) as its action gets it, and the
 * inbox pages as the section's server build renders them. The API is played by an axios adapter, the
 * section's outside boundary (the real API answers these in server/test and e2e).
 */
registerStrings();
setRouteTable(siteRoutes());

beforeEach(resetPlayedApi);

const post = (fields: Readonly<Record<string, string | File>>): Request => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/en/about-ksei/whistleblowing/follow-up', { method: 'POST', body });
};
const args = (locale: Locale, request: Request) => ({ pageId: 'x', locale, params: {}, request });

const ADD = { intent: ADD_INTENT, receipt: '1234-5678-9012-3456', note: 'The payment was made again in May.' };
const STATUS: ReportStatus = {
  status: 'acknowledged',
  submittedOn: '2026-01-02',
  updatedOn: '2026-01-05',
  thread: [
    { author: 'staff', text: 'Thank you, we are looking into it.', at: '2026-01-04T03:00:00Z' },
    { author: 'reporter', text: ADD.note, at: '2026-01-05T03:00:00Z' },
  ],
  open: true,
};

describe.each(['id', 'en'] as const)('information added on the follow-up page (%s)', (locale) => {
  const messages = FORM_MESSAGES[locale];

  it('refuses nothing to add, an over-long note, a large file and a missing captcha in place, the note kept, nothing sent', async () => {
    const long = 'x'.repeat(INBOX_LIMITS.noteMaxLength + 1);
    const big = new File([new Uint8Array(EVIDENCE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    const empty = await followUp(args(locale, post({ ...ADD, note: ' ', [CAPTCHA_FIELD]: 't' })));
    expect(empty).toMatchObject({
      ok: false,
      form: ADD_INTENT,
      fields: { note: INBOX_MESSAGES[locale].followUpEmpty },
    });
    const over = await followUp(args(locale, post({ ...ADD, note: long, evidence: big })));
    expect(over).toEqual({
      ok: false,
      form: ADD_INTENT,
      values: { receipt: ADD.receipt, note: long },
      fields: {
        note: messages.tooLong.replace('{limit}', String(INBOX_LIMITS.noteMaxLength)),
        evidence: messages.evidenceSize,
        [CAPTCHA_FIELD]: messages.captcha,
      },
      message: strings[locale].failed.fields,
    });
    expect(calls).toEqual([]);
  });

  it('sends the note, the receipt from the lookup, the locale, the token and the file as multipart; answers the updated thread', async () => {
    apiAnswers(200, STATUS);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'photo.jpg', { type: 'image/jpeg' });
    const outcome = await followUp(args(locale, post({ ...ADD, [CAPTCHA_FIELD]: 'token', evidence: photo })));
    expect(outcome).toEqual({ ok: true, ...STATUS, receipt: ADD.receipt, added: true });
    expect(calls[0]?.url).toBe('/api/forms/whistleblowing/follow-up');
    const sent = calls[0]?.data as FormData;
    expect([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['receipt', ADD.receipt],
      ['note', ADD.note],
      ['locale', locale],
      [CAPTCHA_FIELD, 'token'],
      ['evidence', 'photo.jpg'],
    ]);
  });

  it("keeps the note when the API refuses it or cannot be reached, in the page's language", async () => {
    apiAnswers(429, { error: { code: 'too_many_requests', message: 'slow down' } });
    expect(await followUp(args(locale, post({ ...ADD, [CAPTCHA_FIELD]: 't' })))).toMatchObject({
      ok: false,
      form: ADD_INTENT,
      values: { note: ADD.note, receipt: ADD.receipt },
      message: strings[locale].failed.rateLimited,
    });
    apiAnswers(404, { error: { code: 'not_found', message: 'Report not found' } });
    expect(await followUp(args(locale, post({ ...ADD, [CAPTCHA_FIELD]: 't' })))).toMatchObject({
      ok: false,
      form: ADD_INTENT,
      values: { note: ADD.note },
      message: strings[locale].followUp.notFound,
    });
  });

  it('carries the receipt of a successful lookup, dashed, for the form that adds to the report', async () => {
    apiAnswers(200, STATUS);
    const outcome = await followUp(args(locale, post({ receipt: '1234567890123456', [CAPTCHA_FIELD]: 't' })));
    expect(outcome).toEqual({ ok: true, ...STATUS, receipt: '1234-5678-9012-3456' });
    expect(calls[0]?.url).toBe('/api/forms/whistleblowing/status');
  });
});

describe('the inbox pages on the server', () => {
  const pages = [
    ['/id/staf/kotak-masuk/laporan?status=received', 'Laporan Pelanggaran', 'Memuat'],
    ['/en/staff/inbox/reports/WB-SAMPLE', 'Report', 'Loading'],
    ['/en/staff/inbox/messages', 'Contact Messages', 'Loading'],
    ['/id/staf/kotak-masuk/pesan/KSEI-SAMPLE', 'Pesan', 'Memuat'],
  ] as const;
  it.each(pages)('%s renders its heading and a loading state, and reads nothing', async (path, title, loading) => {
    const result = await render({ url: `http://server.internal${path}`, signal: new AbortController().signal });
    if (result.kind !== 'page') throw new Error('redirected');
    expect(result.data.errors).toBeNull();
    expect(result.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(result.html).toContain(loading);
    expect(calls).toEqual([]);
  });
});
