/**
 * @jest-environment @ksei/build-tools/jsdom-fetch
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
// The section's own router over its real routes, as createSection builds it in the browser.
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  AUTH_KEYS,
  auth,
  configureServerHttp,
  i18n,
  setLocale,
  setRouteTable,
  syncLocation,
  toastStore,
  type InboxMessageSummary,
  type InboxReportDetail,
  type InboxReportSummary,
  type Locale,
} from '@ksei/shared';
import {
  AUTH_MESSAGES,
  INBOX_LIMITS,
  REPORT_STATUS_LABELS,
  VIOLATION_TYPES,
  VIOLATION_TYPE_LABELS,
} from '@ksei/shared/api';
// The kit's routes from its source (not an entry of the package); it reaches @ksei/shared by name.
// eslint-disable-next-line no-restricted-imports
import { pageRoutes } from '../../shared/src/section/page-routes';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings, strings } from '../src/app/i18n';
import { pages } from '../src/app/pages';
import { ROUTES } from '../src/routes';

/**
 * The inbox pages in the browser: the section's routes, loaders and components with the real stores
 * (auth, location, toasts) and i18next; the API is played by an axios adapter, the section's outside
 * boundary (the real API answers in server/test and e2e).
 */
setRouteTable(siteRoutes());
registerStrings();

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly authorization: unknown;
}
let calls: Call[] = [];
type Answer = readonly [number, unknown];
let answer: (config: InternalAxiosRequestConfig) => Answer = () => [500, {}];

const adapter: AxiosAdapter = async (config) => {
  calls.push({
    method: config.method ?? 'get',
    url: config.url ?? '',
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    authorization: AxiosHeaders.from(config.headers).get('Authorization'),
  });
  const [status, data] = answer(config);
  const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
  if (status < 400) return response;
  throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, {}, response);
};

function signIn(scope: readonly string[]) {
  auth.store.setState({ token: 'Bearer t0k3n', loggedIn: true, user: { name: 'Dewi', email: 'd@ksei.test', scope } });
}

beforeEach(() => {
  calls = [];
  answer = () => [500, {}];
  configureServerHttp({ baseURL: 'http://localhost/', adapter });
  toastStore.setState({ toasts: [] });
  signIn(['reports:read', 'reports:handle', 'messages:read']);
});

function show(path: string, locale: Locale) {
  window.history.replaceState(null, '', path);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  const router = createMemoryRouter(pageRoutes(ROUTES, pages), { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const summary = (reference: string, overrides: Partial<InboxReportSummary> = {}): InboxReportSummary => ({
  reference,
  status: 'received',
  violationType: 'bribery',
  submittedAt: '2026-01-01T02:00:00Z',
  acknowledgedAt: null,
  firstReplyAt: null,
  updatedAt: '2026-01-01T02:00:00Z',
  acknowledgeBy: '2026-01-08T02:00:00Z',
  feedbackBy: '2026-04-08T02:00:00Z',
  overdue: { acknowledgement: false, feedback: false },
  evidenceCount: 0,
  locale: 'id',
  ...overrides,
});
const list = <T,>(data: readonly T[]) => ({ data, meta: { page: 1, pageSize: 25, total: data.length, totalPages: 1 } });

describe.each(['id', 'en'] as const)('the reports list (%s)', (locale) => {
  const text = strings[locale].inbox;
  const path = locale === 'id' ? '/id/staf/kotak-masuk/laporan' : '/en/staff/inbox/reports';

  it("reads the address's filters with the session's header and marks an overdue report in words", async () => {
    const late = summary('WB-LATE0001', { overdue: { acknowledgement: true, feedback: false } });
    answer = () => [200, list([late, summary('WB-FINE0001', { violationType: 'embezzlement' })])];
    show(`${path}?overdue=true&status=received&type=bribery`, locale);
    const lateRow = (await screen.findByRole('link', { name: 'WB-LATE0001' })).closest('tr') as HTMLElement;
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/inbox/reports');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale,
      overdue: 'true',
      page: '1',
      pageSize: String(INBOX_LIMITS.pageSizeDefault),
      status: 'received',
      type: 'bribery',
    });
    expect(calls[0]?.authorization).toBe('Bearer t0k3n');
    expect(within(lateRow).getByText(text.overdue)).toBeTruthy();
    expect(within(lateRow).getByText(text.overdueAcknowledgement)).toBeTruthy();
    expect(within(lateRow).getByText(VIOLATION_TYPE_LABELS[locale].bribery)).toBeTruthy();
    expect(within(lateRow).getByText(REPORT_STATUS_LABELS[locale].received)).toBeTruthy();
    const fineRow = screen.getByRole('link', { name: 'WB-FINE0001' }).closest('tr') as HTMLElement;
    expect(within(fineRow).queryByText(text.overdue)).toBeNull();
    expect(within(fineRow).getByText(VIOLATION_TYPE_LABELS[locale].embezzlement)).toBeTruthy();
    // The filters show what the address holds.
    expect((screen.getByLabelText(text.reports.status) as HTMLSelectElement).value).toBe('received');
    const type = screen.getByLabelText(text.reports.type) as HTMLSelectElement;
    expect(type.value).toBe('bribery');
    expect([...type.options].map((option) => option.value)).toEqual(['', ...VIOLATION_TYPES]);
    expect((screen.getByLabelText(text.reports.overdueOnly) as HTMLInputElement).checked).toBe(true);
  });

  it('says when no report has arrived yet', async () => {
    answer = () => [200, list([])];
    show(path, locale);
    expect(await screen.findByText(text.reports.empty)).toBeTruthy();
  });

  it("says an account without the page's scope may not open it (403)", async () => {
    answer = () => [403, { error: { code: 'forbidden', message: 'x' } }];
    show(path, locale);
    expect(await screen.findByText(AUTH_MESSAGES[locale].missingScope)).toBeTruthy();
  });

  it('ends the local session on a 401 and remembers the page for after sign-in', async () => {
    answer = () => [401, { error: { code: 'unauthorized', message: 'x' } }];
    show(`${path}?status=closed`, locale);
    expect(await screen.findByText(AUTH_MESSAGES[locale].sessionExpired)).toBeTruthy();
    await waitFor(() => expect(auth.store.getState().token).toBeNull());
    expect(window.localStorage.getItem(AUTH_KEYS.redirect)).toBe(`${path}?status=closed`);
  });
});

const detail = (overrides: Partial<InboxReportDetail> = {}): InboxReportDetail => ({
  ...summary('WB-AB12CD34', { status: 'acknowledged', acknowledgedAt: '2026-01-02T02:00:00Z' }),
  fields: {
    reporterName: '',
    reporterEmail: 'saksi@example.com',
    reporterPhone: '',
    reportedName: 'Budi Santoso',
    reportedPosition: '',
    violationType: 'bribery',
    location: 'Jakarta',
    occurredOn: '2025-12-15',
    chronology: 'A payment was asked for in exchange for a contract.',
  },
  evidence: [{ id: 'ev1', mediaType: 'image/jpeg', sizeBytes: 2048, addedAt: '2026-01-01T02:00:00Z', from: 'report' }],
  thread: [{ author: 'reporter', text: 'More: it happened twice.', at: '2026-01-03T02:00:00Z' }],
  audit: [
    { at: '2026-01-02T02:00:00Z', action: 'status', staffName: 'Dewi', detail: 'acknowledged' },
    { at: '2026-01-01T03:00:00Z', action: 'read', staffName: 'Dewi' },
  ],
  nextStatuses: ['in_review', 'closed'],
  ...overrides,
});

describe('a report (en)', () => {
  const text = strings.en.inbox.report;
  const path = '/en/staff/inbox/reports/WB-AB12CD34';

  it("shows every field with the report form's labels, the thread, the evidence and the audit trail", async () => {
    answer = () => [200, { data: detail() }];
    show(path, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'WB-AB12CD34' })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/inbox/reports/WB-AB12CD34?locale=en');
    const value = (part: string, label: string) =>
      within(screen.getByRole('region', { name: part })).getByText(label).nextElementSibling?.textContent;
    const form = strings.en.report;
    expect(value(form.reported, form.reportedName)).toBe('Budi Santoso');
    expect(value(form.reporter, form.reporterName)).toBe(form.empty);
    expect(value(form.reporter, form.reporterEmail)).toBe('saksi@example.com');
    expect(value(form.violation, form.violationType)).toBe(VIOLATION_TYPE_LABELS.en.bribery);
    expect(value(form.violation, form.occurredOn)).toBe('December 15, 2025');
    expect(screen.getByRole('link', { name: /Download evidence 1: \.jpg photo, 2 KB/ })).toBeTruthy();
    expect(screen.getByText('More: it happened twice.')).toBeTruthy();
    const audit = screen.getByRole('table', { name: text.auditCaption });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Status changed to "Acknowledged"'),
      expect.stringContaining('Report opened'),
    ]);
  });

  it('offers only the moves the report may make, and announces a change', async () => {
    answer = (config) =>
      config.method === 'post'
        ? [200, { data: detail({ status: 'in_review', nextStatuses: ['closed'] }) }]
        : [200, { data: detail() }];
    show(path, 'en');
    const move = await screen.findByRole('button', { name: 'Mark as "In review"' });
    expect(screen.getByRole('button', { name: 'Mark as "Closed"' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as "Acknowledged"' })).toBeNull();
    fireEvent.click(move);
    const said = 'Report status changed to "In review".';
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe(said));
    expect(calls[1]).toMatchObject({
      method: 'post',
      url: '/api/inbox/reports/WB-AB12CD34/status?locale=en',
      body: { status: 'in_review' },
      authorization: 'Bearer t0k3n',
    });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'success', message: said })]);
    expect(screen.queryByRole('button', { name: 'Mark as "In review"' })).toBeNull();
  });

  it('without reports:handle shows why nothing can be changed, and no reply form', async () => {
    signIn(['reports:read']);
    answer = () => [200, { data: detail() }];
    show(path, 'en');
    expect(await screen.findByText(text.needsHandle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: text.reply })).toBeNull();
  });

  it('keeps a reply that is too long or refused, with the reason beside it; sent, shows it in the thread', async () => {
    let replies = 0;
    answer = (config) => {
      if (config.method !== 'post') return [200, { data: detail() }];
      replies += 1;
      if (replies === 1) return [500, { error: { code: 'internal', message: 'x' } }];
      const reply = { author: 'staff', staffName: 'Dewi', text: 'We are on it.', at: '2026-01-04T02:00:00Z' } as const;
      const thread = [...detail().thread, reply];
      return [200, { data: detail({ thread, firstReplyAt: '2026-01-04T02:00:00Z' }) }];
    };
    show(path, 'en');
    const box = (await screen.findByRole('textbox', { name: text.reply })) as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: text.replySend });
    const long = 'y'.repeat(INBOX_LIMITS.replyMaxLength + 1);
    fireEvent.change(box, { target: { value: long } });
    expect(
      screen.getByText(`${INBOX_LIMITS.replyMaxLength + 1} of ${INBOX_LIMITS.replyMaxLength} characters`),
    ).toBeTruthy();
    fireEvent.click(send);
    expect(await screen.findByText(`Too long: at most ${INBOX_LIMITS.replyMaxLength} characters.`)).toBeTruthy();
    expect(box.value).toBe(long);
    expect(calls.filter((call) => call.method === 'post')).toEqual([]);

    fireEvent.change(box, { target: { value: 'We are on it.' } });
    fireEvent.click(send);
    expect(await screen.findByText(strings.en.failed.server)).toBeTruthy();
    expect(box.value).toBe('We are on it.');

    fireEvent.click(send);
    await waitFor(() => expect(box.value).toBe(''));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/inbox/reports/WB-AB12CD34/replies?locale=en',
      body: { text: 'We are on it.' },
    });
    expect(screen.getByText('We are on it.')).toBeTruthy();
    expect(screen.getByText('KSEI: Dewi', { exact: false })).toBeTruthy();
  });
});

describe('the contact messages (id)', () => {
  it('marks an unread message in words', async () => {
    const message = (reference: string, read: boolean): InboxMessageSummary => ({
      reference,
      receivedAt: '2026-01-01T02:00:00Z',
      locale: 'id',
      name: 'Siti',
      subject: 'AKSes',
      read,
    });
    answer = () => [200, list([message('KSEI-NEW00001', false), message('KSEI-OLD00001', true)])];
    show('/id/staf/kotak-masuk/pesan?unread=true', 'id');
    const fresh = (await screen.findByRole('link', { name: 'KSEI-NEW00001' })).closest('tr') as HTMLElement;
    expect(within(fresh).getByText(strings.id.inbox.messages.unread)).toBeTruthy();
    const old = screen.getByRole('link', { name: 'KSEI-OLD00001' }).closest('tr') as HTMLElement;
    expect(within(old).queryByText(strings.id.inbox.messages.unread)).toBeNull();
    expect(new URL(calls[0]?.url ?? '', 'http://localhost').searchParams.get('unread')).toBe('true');
  });
});

/** Right-to-left override: everything after it, to the end of its isolate, is shown reversed. */
const RLO = '\u202e';

/** The `<bdi>` holding exactly `text`: the override inside it cannot reach past its end. */
function isolateOf(text: string): HTMLElement {
  const element = screen.getByText((_content, node) => node?.textContent === text && node.children.length === 0);
  expect([text, element.tagName]).toEqual([text, 'BDI']);
  return element;
}

describe('what visitors wrote, shown in the inbox', () => {
  const stored = {
    // An address kept before the e-mail rule refused `?`, `&`, `=` and `%`.
    email: 'x?bcc=spy%40evil.example&body=hi@evil.example',
    fullName: `Siti ${RLO}Rahmawati`,
    subject: `Tanya ${RLO}AKSes & bcc=a@b.example?`,
    phone: '',
    message: `Pesan dengan ${RLO}penimpaan arah.`,
  };

  it('a contact message: a reply link whose address and subject cannot add a Bcc or a body, each visitor value isolated', async () => {
    signIn(['messages:read']);
    const message = {
      reference: 'KSEI-BIDI0001',
      receivedAt: '2026-01-01T02:00:00Z',
      locale: 'id',
      name: stored.fullName,
      subject: stored.subject,
      read: true,
      fields: stored,
    };
    answer = () => [200, { data: message }];
    show('/en/staff/inbox/messages/KSEI-BIDI0001', 'en');
    const link = await screen.findByRole('link', { name: strings.en.inbox.message.replyByEmail });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect([...href.searchParams.keys()]).toEqual(['subject']);
    expect(href.searchParams.get('subject')).toBe(`KSEI-BIDI0001: ${stored.subject}`);
    expect(decodeURIComponent(href.pathname)).toBe(stored.email);
    for (const value of [stored.email, stored.fullName, stored.subject, stored.message]) isolateOf(value);
  });

  it('the messages list: names and subjects isolated', async () => {
    signIn(['messages:read']);
    const summary: InboxMessageSummary = {
      reference: 'KSEI-BIDI0002',
      receivedAt: '2026-01-01T02:00:00Z',
      locale: 'en',
      name: stored.fullName,
      subject: stored.subject,
      read: false,
    };
    answer = () => [200, list([summary])];
    show('/en/staff/inbox/messages', 'en');
    await screen.findByRole('link', { name: 'KSEI-BIDI0002' });
    isolateOf(stored.fullName);
    isolateOf(stored.subject);
  });

  it('a report: its fields and the reporter’s notes isolated', async () => {
    const chronology = `Kronologi ${RLO}yang dibalik oleh karakter penimpaan arah, cukup panjang.`;
    const note = `Catatan ${RLO}pelapor.`;
    const fields = { ...detail().fields, reporterName: `Anon ${RLO}im`, location: `Gedung ${RLO}A`, chronology };
    answer = () => [
      200,
      { data: detail({ fields, thread: [{ author: 'reporter', text: note, at: '2026-01-03T02:00:00Z' }] }) },
    ];
    show('/en/staff/inbox/reports/WB-AB12CD34', 'en');
    await screen.findByRole('heading', { level: 1, name: 'WB-AB12CD34' });
    for (const value of [fields.reporterName, fields.location, chronology, note, 'saksi@example.com']) isolateOf(value);
  });
});

describe.each([
  ['id', ['Bukti diunduh', 'Pelapor menambahkan berkas bukti', 'Pelapor menambahkan informasi'], 'Bukti ditambahkan'],
  ['en', ['Evidence downloaded', 'Reporter added an evidence file', 'Reporter added information'], 'Evidence added'],
] as const)('the audit trail (%s)', (locale, [downloaded, fileAdded, noteAdded], misleading) => {
  it('tells a staff download of evidence apart from evidence the reporter added', async () => {
    const audit = [
      { at: '2026-01-04T02:00:00Z', action: 'evidence', staffName: 'Dewi', detail: 'ev1' },
      { at: '2026-01-03T02:00:00Z', action: 'reporterNote', detail: 'ev2' },
      { at: '2026-01-02T02:00:00Z', action: 'reporterNote' },
    ] as const;
    answer = () => [200, { data: detail({ audit }) }];
    show(locale === 'id' ? '/id/staf/kotak-masuk/laporan/WB-AB12CD34' : '/en/staff/inbox/reports/WB-AB12CD34', locale);
    const table = await screen.findByRole('table', { name: strings[locale].inbox.report.auditCaption });
    const what = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(what).toEqual([downloaded, fileAdded, noteAdded]);
    expect(within(table).queryByText(misleading)).toBeNull();
  });
});
