/**
 * Every inbox call × every set of the three staff scopes: the exact fields each answer holds, or the
 * exact refusal. What each may see is written here from the decision, not read from the server's table:
 * `reports:read` opens reports whole; `reports:handle` alone moves and answers them and sees only the
 * report's workflow in the answer; `messages:read` opens contact messages; nobody sees anything their
 * scopes do not name, in any answer.
 */
import { addStaff, bearer, tokenFor } from '../../support/auth-server.js';
import { describeEachEngine } from '../../support/engines.js';
import { jpegPicture } from '../../support/evidence-files.js';
import { captchaToken, json, post } from '../../support/forms-server.js';
import { CAPTCHA, multipart, VALID_CONTACT, VALID_REPORT } from '../../support/forms-requests.js';
import { useInboxServer, type InboxServer } from '../../support/inbox.js';

type Scope = 'messages:read' | 'reports:read' | 'reports:handle';
const ALL: readonly Scope[] = ['messages:read', 'reports:read', 'reports:handle'];
/** The eight subsets, from none to all three. */
const SUBSETS: readonly (readonly Scope[])[] = Array.from({ length: 8 }, (_, bits) =>
  ALL.filter((_scope, index) => (bits >> index) & 1),
);

const SUMMARY = [
  'reference',
  'status',
  'violationType',
  'submittedAt',
  'acknowledgedAt',
  'firstReplyAt',
  'updatedAt',
  'acknowledgeBy',
  'feedbackBy',
  'overdue',
  'evidenceCount',
  'locale',
];
const DETAIL = [...SUMMARY, 'fields', 'evidence', 'thread', 'audit', 'nextStatuses'];
/** Where the report stands in its handling: nothing the reporter wrote, no file, no staff name. */
const WORKFLOW = [
  'reference',
  'status',
  'submittedAt',
  'updatedAt',
  'acknowledgedAt',
  'firstReplyAt',
  'acknowledgeBy',
  'feedbackBy',
  'overdue',
  'nextStatuses',
];
const MESSAGE_SUMMARY = ['reference', 'receivedAt', 'locale', 'name', 'subject', 'read'];
const MESSAGE_DETAIL = [...MESSAGE_SUMMARY, 'fields'];

type Expected = { readonly refused: true } | { readonly fields: readonly string[] } | { readonly file: true };
const REFUSED: Expected = { refused: true };

/** What a caller holding `scopes` gets from each call. */
function expected(call: string, scopes: readonly Scope[]): Expected {
  const read = scopes.includes('reports:read');
  const handle = scopes.includes('reports:handle');
  const messages = scopes.includes('messages:read');
  switch (call) {
    case 'list reports':
      return read ? { fields: SUMMARY } : REFUSED;
    case 'report detail':
      return read ? { fields: DETAIL } : REFUSED;
    case 'evidence':
      return read ? { file: true } : REFUSED;
    case 'status change':
    case 'reply':
      if (!handle) return REFUSED;
      return { fields: read ? DETAIL : WORKFLOW };
    case 'list messages':
      return messages ? { fields: MESSAGE_SUMMARY } : REFUSED;
    case 'message detail':
      return messages ? { fields: MESSAGE_DETAIL } : REFUSED;
    default:
      throw new Error(`no expectation for ${call}`);
  }
}

const sorted = (names: readonly string[]) => [...names].sort();

describeEachEngine('inbox: every answer shaped by the caller’s scopes', (engine) => {
  const server = useInboxServer(engine);
  const tokens = new Map<string, string>();
  let message = '';
  /** The report each set of scopes is asked about, by the set's name (see `reportOf`). */
  const reports = new Map<string, string>();

  async function sendReport(s: InboxServer): Promise<string> {
    const body = multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(s) }, [
      { name: 'foto.jpg', type: 'image/jpeg', bytes: jpegPicture() },
    ]);
    expect((await post(s, '/api/forms/whistleblowing', body)).statusCode).toBe(200);
    const [row] = await s.db.query<{ reference: string }>(
      'select reference from whistleblowing_reports order by submitted_at desc, id desc limit 1',
    );
    return row?.reference ?? '';
  }

  /**
   * A report of its own for every set holding `reports:handle`, so a status change always has a move to
   * make. The sets without it cannot move or answer a report (a wrong 200 shows at the first of them,
   * and is no 403 at any later one), so they share one: each report's evidence is cleaned by ExifTool,
   * one file at a time on two cores, which was most of this suite's time.
   */
  const reportOf = (scopes: readonly Scope[]): string => (scopes.includes('reports:handle') ? scopes.join(' ') : '');

  beforeAll(async () => {
    // One after another: each send's reference is the latest report.
    const sending = (async () => {
      for (const key of new Set(SUBSETS.map(reportOf))) reports.set(key, await sendReport(server()));
    })();
    // Meanwhile the accounts (their passwords hashed and checked in the hashing pool), all at once.
    const signingIn = Promise.all(
      SUBSETS.map(async (scopes, index) => {
        const email = `scopes-${index}@ksei.example`;
        await addStaff(server().db, email, scopes, `Staf Cakupan ${index}`);
        tokens.set(scopes.join(' '), await tokenFor(server().app, email));
      }),
    );
    const messaging = (async () => {
      const sent = await post(
        server(),
        '/api/forms/contact',
        json({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(server()) }),
      );
      expect(sent.statusCode).toBe(200);
      const [row] = await server().db.query<{ reference: string }>('select reference from contact_messages limit 1');
      message = row?.reference ?? '';
    })();
    await Promise.all([sending, signingIn, messaging]);
    expect(new Set(reports.values()).size).toBe(5);
  }, 60_000);

  it('covers every inbox route the app registers', () => {
    const routes = server()
      .app.endpoints()
      .filter((endpoint) => endpoint.url.startsWith('/api/inbox'))
      .flatMap((endpoint) =>
        endpoint.methods.filter((m) => m === 'GET' || m === 'POST').map((m) => `${m} ${endpoint.url}`),
      );
    expect(routes.sort()).toEqual(
      [
        'GET /api/inbox/reports',
        'GET /api/inbox/reports/:reference',
        'GET /api/inbox/reports/:reference/evidence/:evidenceId',
        'POST /api/inbox/reports/:reference/status',
        'POST /api/inbox/reports/:reference/replies',
        'GET /api/inbox/messages',
        'GET /api/inbox/messages/:reference',
      ].sort(),
    );
  });

  for (const scopes of SUBSETS) {
    const name = scopes.length === 0 ? 'no scope' : scopes.join(' + ');
    it(`${name}: the exact fields of every answer, or 403`, async () => {
      const token = tokens.get(scopes.join(' ')) ?? '';
      const reference = reports.get(reportOf(scopes)) ?? '';
      const [file] = await server().db.query<{ id: string }>(
        `select e.id::text as id from whistleblowing_evidence e join whistleblowing_reports r on r.id = e.report_id
         where r.reference = $1`,
        [reference],
      );
      const calls: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
        { name: 'list reports', method: 'GET', url: '/api/inbox/reports' },
        { name: 'report detail', method: 'GET', url: `/api/inbox/reports/${reference}` },
        { name: 'evidence', method: 'GET', url: `/api/inbox/reports/${reference}/evidence/${file?.id ?? ''}` },
        {
          name: 'status change',
          method: 'POST',
          url: `/api/inbox/reports/${reference}/status`,
          payload: { status: 'acknowledged' },
        },
        {
          name: 'reply',
          method: 'POST',
          url: `/api/inbox/reports/${reference}/replies`,
          payload: { text: 'Terima kasih.' },
        },
        { name: 'list messages', method: 'GET', url: '/api/inbox/messages' },
        { name: 'message detail', method: 'GET', url: `/api/inbox/messages/${message}` },
      ];
      for (const call of calls) {
        const response = await server().app.inject({
          method: call.method,
          url: `${call.url}?locale=en`,
          headers: bearer(token),
          ...(call.payload ? { payload: call.payload } : {}),
        });
        const want = expected(call.name, scopes);
        const label = `${name}: ${call.name}`;
        if ('refused' in want) {
          expect([label, response.statusCode]).toEqual([label, 403]);
          expect(response.json()).toEqual({
            error: { code: 'forbidden', message: 'Your account does not have permission to open this page.' },
          });
        } else if ('file' in want) {
          expect([label, response.statusCode, response.headers['content-type']]).toEqual([label, 200, 'image/jpeg']);
        } else {
          expect([label, response.statusCode]).toEqual([label, 200]);
          const body = response.json() as { data: object | object[] };
          const records = Array.isArray(body.data) ? body.data : [body.data];
          expect(records.length).toBeGreaterThan(0);
          for (const record of records)
            expect([label, sorted(Object.keys(record))]).toEqual([label, sorted(want.fields)]);
        }
      }
    });
  }
});
