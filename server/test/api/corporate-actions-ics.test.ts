import type { ApiErrorBody, CorporateAction, CorporateActionList } from '@ksei/shared/node';
import { RouteTable } from '@ksei/shared/node';
import { securityUrl } from '../../src/api/corporate-actions.js';
import { corporateActionsCalendar } from '../../src/domains/corporate-actions/calendar.js';
import { escapeText, foldLine } from '../../src/text/icalendar.js';
import { siteRoutes } from '../../../shared/test/site-routes';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';

interface Component {
  readonly name: string;
  /** Property name (without parameters) → raw value, in order. */
  readonly props: [name: string, params: string, value: string][];
  readonly children: Component[];
}

/** Unfolds (CRLF + one space or tab) and parses the component tree; fails on any line that is not `NAME[;P]:V`. */
function parseCalendar(body: string): Component {
  const logical = body.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(logical.pop()).toBe('');
  const root: Component = { name: '', props: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const current = stack[stack.length - 1] as Component;
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(current.name).toBe(value);
      stack.pop();
    } else current.props.push([name, params, value]);
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0] as Component;
}

const prop = (component: Component, name: string): string | undefined =>
  component.props.find(([key]) => key === name)?.[2];
const unescape = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

describeEachEngine('corporate actions calendar (.ics)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
  /** Every action a list query returns, over all its pages. */
  const listAll = async (query: string): Promise<CorporateAction[]> => {
    const items: CorporateAction[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (
        await get(`/api/corporate-actions?${query}&pageSize=100&page=${page}`)
      ).json<CorporateActionList>();
      items.push(...answer.data);
      if (page >= answer.meta.totalPages) return items;
    }
  };
  const calendar = async (query: string) => {
    const response = await get(`/api/corporate-actions.ics?${query}`);
    expect(response.statusCode).toBe(200);
    return { response, calendar: parseCalendar(response.body) };
  };

  it('is RFC 5545 text: CRLF line ends only, every line at most 75 octets, folded lines unfold', async () => {
    const { response } = await calendar('locale=en');
    const body = response.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The seed's long descriptions do get folded.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is a VCALENDAR with PRODID, VERSION, CALSCALE and a calendar name in the request language', async () => {
    const en = (await calendar('locale=en')).calendar;
    expect(en.name).toBe('VCALENDAR');
    expect(prop(en, 'VERSION')).toBe('2.0');
    expect(prop(en, 'CALSCALE')).toBe('GREGORIAN');
    expect(prop(en, 'PRODID')).toBe('-//PT Kustodian Sentral Efek Indonesia//Corporate Action Schedule//EN');
    expect(prop(en, 'X-WR-CALNAME')).toBe('KSEI Corporate Action Schedule');
    const id = (await calendar('type=cash-dividend&code=smar')).calendar;
    expect(unescape(prop(id, 'X-WR-CALNAME') ?? '')).toBe('Jadwal Aksi Korporasi KSEI — Dividen Tunai, SMAR');
  });

  it.each([
    ['type=cash-dividend&from=2024-11-01&to=2024-11-30&locale=en', 'cumDate'],
    ['kind=voluntary&market=on-exchange&dateField=distribution&from=2025-01-01&to=2025-06-30', 'distributionDate'],
    ['code=b&dateField=recording&sort=-date', 'recordingDate'],
  ] as const)('holds exactly the actions of %s, one all-day event each on that date', async (query, key) => {
    const listed = (await listAll(query)).filter((item) => item[key] !== null);
    expect(listed.length).toBeGreaterThan(0);
    const events = (await calendar(query)).calendar.children;
    expect(events.every((event) => event.name === 'VEVENT')).toBe(true);
    const field = /dateField=(\w+)/.exec(query)?.[1] ?? 'cum';
    expect(events.map((event) => prop(event, 'UID'))).toEqual(listed.map((item) => `${item.id}.${field}@localhost`));
    for (const [index, event] of events.entries()) {
      const item = listed[index] as CorporateAction;
      for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'DESCRIPTION', 'URL']) {
        expect(prop(event, name)).toBeDefined();
      }
      expect(event.props.find(([name]) => name === 'DTSTART')?.[1]).toBe(';VALUE=DATE');
      expect(prop(event, 'DTSTART')).toBe((item[key] ?? '').replaceAll('-', ''));
      expect(prop(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(unescape(prop(event, 'SUMMARY') ?? '')).toBe(`${item.code} — ${item.typeLabel}`);
      expect(unescape(prop(event, 'DESCRIPTION') ?? '')).toContain(`: ${item[key] ?? ''}`);
      // The security's own page (/id/isin/:slug, /en/isin/:slug), in the calendar's language.
      const locale = query.includes('locale=en') ? 'en' : 'id';
      expect(prop(event, 'URL')).toMatch(new RegExp(`^https?://localhost(:\\d+)?/${locale}/isin/${item.code}$`));
    }
    // An action the filter leaves out is not in the calendar.
    const everything = await listAll('');
    const other = everything.find((item) => item[key] !== null && !listed.some((kept) => kept.id === item.id));
    expect(other).toBeDefined();
    expect(events.map((event) => prop(event, 'UID'))).not.toContain(`${other?.id ?? ''}.${field}@localhost`);
  });

  it("writes the real SMAR dividend's dates and amount, escaped and readable again", async () => {
    const { calendar: cal } = await calendar('code=SMAR&type=cash-dividend&locale=en');
    const event = cal.children.find((child) => prop(child, 'UID') === 'smar-cash-dividend-2024-11-11.cum@localhost');
    expect(event).toBeDefined();
    expect(prop(event as Component, 'DTSTART')).toBe('20241111');
    expect(prop(event as Component, 'DTEND')).toBe('20241112');
    expect(unescape(prop(event as Component, 'SUMMARY') ?? '')).toBe('SMAR — Cash Dividend');
    const raw = prop(event as Component, 'DESCRIPTION') ?? '';
    expect(raw).toContain('Rp105/share\\; total Rp301.58 billion');
    expect(unescape(raw).split('\n')).toEqual([
      'Cash dividend (interim 2024)',
      'Amount/ratio: Rp105/share; total Rp301.58 billion',
      'Cum date (regular and negotiated market): 2024-11-11',
      'Ex date (regular and negotiated market): 2024-11-12',
      'Cum date (cash market): 2024-11-13',
      'Ex date (cash market): 2024-11-14',
      'Recording date: 2024-11-13',
      'Distribution/payment date: 2024-11-20',
      'Source: https://suratsiang.com/simak-jadwal-cum-dividen-pada-11-15-november-2024-738.html',
    ]);
  });

  it('is served as a feed: text/calendar, a quarter-hour public cache, ETag revalidation, a file name', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second answer comes from the response cache: it must still carry the feed's headers.
      const response = await get('/api/corporate-actions.ics?type=merger&locale=en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=900');
      expect(response.headers['content-disposition']).toBe('attachment; filename="corporate-actions.ics"');
      const etag = String(response.headers['etag']);
      const again = await get('/api/corporate-actions.ics?type=merger&locale=en', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=900');
    }
  });

  it('takes a one-day range (from = to) as that day', async () => {
    const day = '2024-11-11';
    const listed = await listAll(`from=${day}&to=${day}`);
    expect(listed.map((item) => item.id)).toContain('smar-cash-dividend-2024-11-11');
    expect(listed.every((item) => item.cumDate === day)).toBe(true);
    const events = (await calendar(`from=${day}&to=${day}`)).calendar.children;
    expect(events.map((event) => prop(event, 'UID'))).toEqual(listed.map((item) => `${item.id}.cum@localhost`));
  });

  it('names the calendar and its file in Indonesian by default, the code as typed in capitals', async () => {
    const { response, calendar: cal } = await calendar('code=%20smar%20');
    expect(unescape(prop(cal, 'X-WR-CALNAME') ?? '')).toBe('Jadwal Aksi Korporasi KSEI — SMAR');
    expect(prop(cal, 'PRODID')).toBe('-//PT Kustodian Sentral Efek Indonesia//Jadwal Aksi Korporasi//ID');
    expect(response.headers['content-disposition']).toBe('attachment; filename="aksi-korporasi.ics"');
    expect(unescape(prop((await calendar('code=%20%20')).calendar, 'X-WR-CALNAME') ?? '')).toBe(
      'Jadwal Aksi Korporasi KSEI',
    );
  });

  it('leaves out the actions that lack the chosen date', async () => {
    const everything = await listAll('');
    const withDistribution = everything.filter((item) => item.distributionDate !== null);
    expect(withDistribution.length).toBeGreaterThan(0);
    expect(withDistribution.length).toBeLessThan(everything.length);
    const events = (await calendar('dateField=distribution&sort=-date')).calendar.children;
    expect(events).toHaveLength(withDistribution.length);
  });

  it('describes a sample action as sample, a real one with its source, and each with its notes', async () => {
    const everything = await listAll('locale=en');
    const sample = everything.find((item) => item.sample && item.cumDate !== null && item.sourceUrl === null);
    expect(sample).toBeDefined();
    const events = (await calendar('locale=en')).calendar.children;
    const descriptionOf = (id: string) =>
      unescape(
        prop(events.find((event) => prop(event, 'UID') === `${id}.cum@localhost`) as Component, 'DESCRIPTION') ?? '',
      );
    const sampleLines = descriptionOf(sample?.id ?? '').split('\n');
    expect(sampleLines[0]).toBe(sample?.description);
    expect(sampleLines.some((line) => line.startsWith('Source: '))).toBe(false);
    expect(sampleLines.at(-1)).toBe('Sample data, not a real schedule.');
    const noted = everything.find((item) => item.notes !== null && item.cumDate !== null);
    expect(noted).toBeDefined();
    expect(descriptionOf(noted?.id ?? '').split('\n')).toContain(noted?.notes);
  });

  it('gives an error answer neither a file name nor a public cache', async () => {
    const response = await get('/api/corporate-actions.ics?from=2025-02-01&to=2025-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['cache-control']).not.toBe('public, max-age=900');
  });

  it('refuses the filters the list refuses, with the same localized field messages', async () => {
    const response = await get('/api/corporate-actions.ics?from=2025-02-01&to=2025-01-01&locale=en');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual([
      { name: 'from', message: 'The start date (2025-02-01) must not be after the end date (2025-01-01).' },
    ]);
    expect((await get('/api/corporate-actions.ics?type=coupon')).statusCode).toBe(400);
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'—é'.repeat(40)}x`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(Buffer.from(folded, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });
});

describe('calendar events', () => {
  const ORIGIN = 'https://www.ksei.co.id';
  const site = siteRoutes();
  const withoutDetail = new RouteTable(site.pages.filter((page) => page.id !== 'isin.security'));

  it("link to the security's page, else to the lookup searching its code, else to the site", () => {
    expect(securityUrl(site, ORIGIN, 'BBCA', 'en')).toBe('https://www.ksei.co.id/en/isin/BBCA');
    expect(securityUrl(withoutDetail, ORIGIN, 'SMRA05BCN1', 'id')).toBe('https://www.ksei.co.id/id/isin?q=SMRA05BCN1');
    expect(securityUrl(withoutDetail, ORIGIN, 'A&B', 'en')).toBe('https://www.ksei.co.id/en/isin?q=A%26B');
    const withoutLookup = new RouteTable(site.pages.filter((page) => !page.id.startsWith('isin')));
    expect(securityUrl(withoutLookup, ORIGIN, 'BBCA', 'en')).toBe(ORIGIN);
  });

  it('are only made for actions with the chosen date; amount and source lines only when known', () => {
    const action: CorporateAction = {
      id: 'x-1',
      code: 'BBCA',
      securityName: null,
      securityKnown: true,
      type: 'cash-dividend',
      typeLabel: 'Cash Dividend',
      kind: 'mandatory',
      market: 'on-exchange',
      description: 'Cash dividend',
      amount: null,
      cumDate: '2025-01-02',
      exDate: null,
      cumDateCash: null,
      exDateCash: null,
      recordingDate: null,
      distributionDate: null,
      electionStart: null,
      electionEnd: null,
      notes: null,
      sourceUrl: null,
      sample: false,
    };
    const options = { locale: 'en', dateField: 'recording', name: 'n', host: 'h' } as const;
    const none = corporateActionsCalendar([{ action, updatedAt: '2025-01-01T00:00:00Z', url: ORIGIN }], options);
    expect(none).not.toContain('BEGIN:VEVENT');
    const one = corporateActionsCalendar([{ action, updatedAt: '2025-01-01T00:00:00Z', url: ORIGIN }], {
      ...options,
      dateField: 'cum',
    });
    expect(one).toContain('BEGIN:VEVENT');
    expect(one).toContain('DESCRIPTION:Cash dividend\\nCum date');
    expect(one).not.toContain('Amount');
    // A real action whose source is not known yet says nothing of one.
    expect(one).not.toContain('Source');
  });
});
