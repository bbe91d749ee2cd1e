/**
 * Who may call what: every inbox route (found from the app, so a new one is covered) answers 401
 * without a session — whatever cookie comes along — and 403 without its scope, each `no-store`; and
 * the contact messages, which only `messages:read` opens (opening one marks it read).
 */
import type { InboxMessageDetail, InboxMessageList } from '@ksei/shared/node';
import { bearer } from '../../support/auth-server.js';
import { captchaToken, json, post } from '../../support/forms-server.js';
import { CAPTCHA, VALID_CONTACT } from '../../support/forms-requests.js';
import { insertReport, staffGet, useInboxServer } from '../../support/inbox.js';

/** The scope each call of the contract needs. */
const SCOPES: Readonly<Record<string, string>> = {
  'GET /api/inbox/reports': 'reports:read',
  'GET /api/inbox/reports/:reference': 'reports:read',
  'GET /api/inbox/reports/:reference/evidence/:evidenceId': 'reports:read',
  'POST /api/inbox/reports/:reference/status': 'reports:handle',
  'POST /api/inbox/reports/:reference/replies': 'reports:handle',
  'GET /api/inbox/messages': 'messages:read',
  'GET /api/inbox/messages/:reference': 'messages:read',
};

describe('inbox: sessions and scopes', () => {
  const server = useInboxServer();
  let reference = '';
  let evidenceId = '';

  beforeAll(async () => {
    const id = await insertReport(server().db, server().config.forms.keys, {
      reference: 'WB-ACCESS01',
      submittedAt: '2026-03-02T03:00:00.000Z',
      acknowledgeBy: '2026-03-09T03:00:00.000Z',
      feedbackBy: '2026-06-09T03:00:00.000Z',
    });
    reference = 'WB-ACCESS01';
    evidenceId = id; // Any id: the guard answers before the lookup.
  });

  function calls(): { key: string; method: string; url: string; payload?: object }[] {
    const found = server()
      .app.endpoints()
      .filter((endpoint) => endpoint.url.startsWith('/api/inbox'))
      .flatMap((endpoint) =>
        endpoint.methods
          .filter((method) => method === 'GET' || method === 'POST')
          .map((method) => ({ endpoint, method })),
      );
    return found.map(({ endpoint, method }) => ({
      key: `${method} ${endpoint.url}`,
      method,
      url: endpoint.url.replace(':reference', reference).replace(':evidenceId', evidenceId),
      ...(method === 'POST'
        ? { payload: endpoint.url.endsWith('/status') ? { status: 'closed' } : { text: 'x' } }
        : {}),
    }));
  }

  it('registers exactly the contract’s calls', () => {
    expect(
      calls()
        .map((call) => call.key)
        .sort(),
    ).toEqual(Object.keys(SCOPES).sort());
  });

  it('answers 401 without a session, with a cookie only, or with an unknown token', async () => {
    for (const call of calls()) {
      for (const headers of [
        {},
        { cookie: `auth._token.local=${encodeURIComponent(`Bearer ${server().tokens.handler}`)}` },
        bearer('not-a-session-token'),
        { authorization: server().tokens.handler },
      ]) {
        const response = await server().app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers,
          payload: call.payload,
        });
        expect([call.key, response.statusCode]).toEqual([call.key, 401]);
        expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('answers 403 without the scope a call needs, and lets a session with it through', async () => {
    const { handler, reader, messages } = server().tokens;
    const held: Readonly<Record<string, readonly string[]>> = {
      [handler]: ['reports:read', 'reports:handle', 'messages:read'],
      [reader]: ['reports:read'],
      [messages]: ['messages:read'],
    };
    for (const call of calls()) {
      for (const token of [reader, messages, handler]) {
        const response = await server().app.inject({
          method: call.method as 'GET',
          url: `${call.url}${call.url.includes('?') ? '&' : '?'}locale=en`,
          headers: bearer(token),
          payload: call.payload,
        });
        const allowed = held[token]?.includes(SCOPES[call.key] ?? 'none');
        if (allowed) {
          expect([call.key, token, response.statusCode]).not.toEqual([call.key, token, 403]);
          expect(response.statusCode).not.toBe(401);
        } else {
          expect([call.key, token, response.statusCode]).toEqual([call.key, token, 403]);
          expect(response.json()).toEqual({
            error: { code: 'forbidden', message: 'Your account does not have permission to open this page.' },
          });
        }
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('lists contact messages decrypted, newest first, and marks one read when it is opened', async () => {
    for (const subject of ['Pertanyaan pertama', 'Pertanyaan kedua']) {
      const sent = await post(
        server(),
        '/api/forms/contact',
        json({ ...VALID_CONTACT, subject, [CAPTCHA]: await captchaToken(server()) }),
      );
      expect(sent.statusCode).toBe(200);
    }
    const list = async (query = '') => {
      const response = await staffGet(server(), `/api/inbox/messages${query}`, server().tokens.messages);
      expect(response.statusCode).toBe(200);
      return response.json() as InboxMessageList;
    };
    const all = await list();
    expect(all.data.map((message) => [message.subject, message.name, message.read])).toEqual([
      ['Pertanyaan kedua', VALID_CONTACT.fullName, false],
      ['Pertanyaan pertama', VALID_CONTACT.fullName, false],
    ]);
    expect(all.meta).toEqual({ page: 1, pageSize: 25, total: 2, totalPages: 1 });
    const opened = await staffGet(
      server(),
      `/api/inbox/messages/${all.data[1]?.reference ?? ''}`,
      server().tokens.messages,
    );
    expect(opened.statusCode).toBe(200);
    const detail = (opened.json() as { data: InboxMessageDetail }).data;
    expect(detail.fields).toEqual({ ...VALID_CONTACT, subject: 'Pertanyaan pertama' });
    expect(detail.read).toBe(true);
    expect((await list('?unread=true')).data.map((message) => message.subject)).toEqual(['Pertanyaan kedua']);
    expect((await list('?unread=false')).data.map((message) => message.subject)).toEqual(['Pertanyaan pertama']);
    expect((await staffGet(server(), '/api/inbox/messages/KSEI-NOTHERE1', server().tokens.messages)).statusCode).toBe(
      404,
    );
  });
});
