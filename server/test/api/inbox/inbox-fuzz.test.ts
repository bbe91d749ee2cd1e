/**
 * The inbox's and the follow-up's bodies and parameters against the classes of hostile input that once
 * answered 500 elsewhere (NUL bytes, lone surrogates, numbers past the safe range, impossible dates,
 * wrong JSON types, oversized and nested values): signed in with every scope, no answer is a 5xx and
 * none carries a database or framework message.
 */
import { bearer } from '../../support/auth-server.js';
import { captchaToken, post } from '../../support/forms-server.js';
import { CAPTCHA, multipart } from '../../support/forms-requests.js';
import { insertReport, useInboxServer } from '../../support/inbox.js';
import { LEAKS } from '../../support/leaks.js';

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '😀'.repeat(5001),
  'x'.repeat(5001),
  "'; drop table whistleblowing_reports;--",
  '<script>alert(1)</script>',
  '\u202e',
  '../../etc/passwd',
  '%00',
];
const VALUES: unknown[] = [
  ...STRINGS,
  0,
  -1,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  ['closed'],
  {},
  { $gt: '' },
  'closed',
  'in_review',
];
const QUERY_VALUES = [
  '1e309',
  'NaN',
  '-1',
  '0',
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  '%00',
  '%E0%A4%A',
  'x'.repeat(500),
];

describe('fuzz: the inbox and the follow-up answer no 500', () => {
  const server = useInboxServer();

  beforeAll(async () => {
    await insertReport(server().db, server().config.forms.keys, {
      reference: 'WB-FUZZ0001',
      submittedAt: '2026-03-02T03:00:00.000Z',
      acknowledgeBy: '2026-03-09T03:00:00.000Z',
      feedbackBy: '2026-06-09T03:00:00.000Z',
    });
  });

  function expectSafe(what: string, response: { statusCode: number; body: string }): void {
    expect([what, response.statusCode < 500]).toEqual([what, true]);
    expect([what, LEAKS.test(response.body)]).toEqual([what, false]);
  }

  it('takes any JSON body on the status and reply calls', async () => {
    const headers = bearer(server().tokens.handler);
    for (const reference of ['WB-FUZZ0001', 'WB-NOTHERE1', '%00', '%E0%A4%A', 'x'.repeat(60)]) {
      for (const [path, name] of [
        ['status', 'status'],
        ['replies', 'text'],
      ] as const) {
        for (const value of VALUES) {
          const url = `/api/inbox/reports/${reference}/${path}`;
          for (const payload of [{ [name]: value }, { [name]: value, extra: value }, value]) {
            const response = await server().app.inject({
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(payload) ?? '',
            });
            expectSafe(`${url} ${JSON.stringify(payload)?.slice(0, 40)}`, response);
          }
        }
        const raw = await server().app.inject({
          method: 'POST',
          url: `/api/inbox/reports/${reference}/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"status": "clo',
        });
        expectSafe('truncated JSON', raw);
      }
    }
  }, 120_000);

  it('takes any query on the lists and any path on the details and evidence', async () => {
    const headers = bearer(server().tokens.handler);
    const names = ['status', 'type', 'from', 'to', 'overdue', 'unread', 'page', 'pageSize', 'locale'];
    for (const list of ['/api/inbox/reports', '/api/inbox/messages']) {
      for (const name of names) {
        for (const value of QUERY_VALUES) {
          expectSafe(
            `${list} ${name}=${value}`,
            await server().app.inject({ method: 'GET', url: `${list}?${name}=${value}`, headers }),
          );
        }
      }
    }
    for (const value of QUERY_VALUES) {
      for (const url of [
        `/api/inbox/reports/${value}`,
        `/api/inbox/messages/${value}`,
        `/api/inbox/reports/WB-FUZZ0001/evidence/${value}`,
        `/api/inbox/reports/${value}/evidence/00000000-0000-0000-0000-000000000000`,
      ]) {
        expectSafe(url, await server().app.inject({ method: 'GET', url, headers }));
      }
    }
  });

  it('takes any receipt, note and locale on the follow-up', async () => {
    for (const value of STRINGS) {
      for (const fields of [
        { receipt: value, note: 'Catatan.' } as Record<string, string>,
        { receipt: '1234-5678-9012-3456', note: value },
        { receipt: '1234-5678-9012-3456', note: 'Catatan.', locale: value },
        { receipt: '1234567890123456', note: value, [value.slice(0, 30) || 'x']: value },
      ]) {
        const body = multipart({ ...fields, [CAPTCHA]: await captchaToken(server()) });
        expectSafe(
          `follow-up ${JSON.stringify(fields).slice(0, 60)}`,
          await post(server(), '/api/forms/whistleblowing/follow-up', body),
        );
      }
    }
  }, 120_000);
});
