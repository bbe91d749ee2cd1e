import fs from 'node:fs';
import path from 'node:path';
import {
  CORPORATE_ACTION_TYPES,
  type ApiErrorBody,
  type CorporateAction,
  type CorporateActionList,
  type CorporateActionTypeFacet,
  type ItemResponse,
  type SecurityDetail,
} from '@ksei/shared/node';
import { createSchedule } from '../../src/domains/corporate-actions/schedule.js';
import { parseCsv } from '../../src/text/csv.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { SEED_DIR, startTestServer, type TestServer } from '../support/fixtures.js';

/** The seed's real corporate actions, read as data. */
const REAL = parseCsv(fs.readFileSync(path.join(SEED_DIR, 'corporate_action_examples.csv'), 'utf8'));

/** A row as the test reads it from the table itself, to check the API against. */
interface Own {
  id: string;
  code: string;
  type: string;
  kind: string;
  market: string;
  cum: string | null;
  recording: string | null;
  distribution: string | null;
  sample: boolean;
}

describeEachEngine('corporate actions API (schedule)', (engine) => {
  let server: TestServer;
  let rows: Own[];
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
    rows = await server.db.query<Own>(
      `select id, code, type, kind, market, cum_date::text as cum, recording_date::text as recording,
              distribution_date::text as distribution, sample
       from corporate_actions`,
    );
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ url });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const list = (query: string) => json<CorporateActionList>(`/api/corporate-actions?${query}`);
  /** Every page of a query. */
  const all = async (query: string): Promise<CorporateAction[]> => {
    const first = await list(`${query}&pageSize=100`);
    const rest = [];
    for (let page = 2; page <= first.meta.totalPages; page += 1) {
      rest.push(...(await list(`${query}&pageSize=100&page=${page}`)).data);
    }
    return [...first.data, ...rest];
  };
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();
  const own = (keep: (row: Own) => boolean) => rows.filter(keep);

  it('seeds the 13 real actions and a few hundred flagged sample ones over 2024–2026, of every type', () => {
    expect(REAL).toHaveLength(13);
    expect(own((row) => !row.sample)).toHaveLength(13);
    const sample = own((row) => row.sample);
    expect(sample.length).toBeGreaterThanOrEqual(300);
    for (const row of sample) {
      const first = row.cum ?? row.recording ?? row.distribution ?? '';
      expect(first >= '2023-12-25' && first <= '2027-01-31').toBe(true);
    }
    expect(new Set(sample.map((row) => row.type))).toEqual(new Set(CORPORATE_ACTION_TYPES));
    for (const kind of ['mandatory', 'voluntary'])
      for (const market of ['on-exchange', 'off-exchange']) {
        expect(own((row) => row.kind === kind && row.market === market).length).toBeGreaterThan(0);
      }
  });

  it('answers the real SMAR interim dividend with its real dates, amounts in both languages and source', async () => {
    const smar = REAL.find((row) => row['code'] === 'SMAR') ?? {};
    const en = (await list('code=smar&type=cash-dividend&locale=en')).data.find((item) => !item.sample);
    expect(en).toMatchObject({
      id: 'smar-cash-dividend-2024-11-11',
      code: 'SMAR',
      securityKnown: true,
      type: 'cash-dividend',
      typeLabel: 'Cash Dividend',
      kind: 'mandatory',
      market: 'on-exchange',
      description: 'Cash dividend (interim 2024)',
      amount: 'Rp105/share; total Rp301.58 billion',
      cumDate: smar['cum_date_regular_negotiated'],
      exDate: smar['ex_date_regular_negotiated'],
      cumDateCash: smar['cum_date_cash_market'],
      exDateCash: smar['ex_date_cash_market'],
      recordingDate: smar['recording_date'],
      distributionDate: smar['payment_or_distribution_date'],
      electionStart: null,
      sourceUrl: 'https://suratsiang.com/simak-jadwal-cum-dividen-pada-11-15-november-2024-738.html',
      sample: false,
    });
    expect(en?.cumDate).toBe('2024-11-11');
    expect(en?.distributionDate).toBe('2024-11-20');
    const id = (await list('code=SMAR&type=cash-dividend')).data.find((item) => !item.sample);
    expect(id).toMatchObject({ typeLabel: 'Dividen Tunai', amount: 'Rp105/saham; total Rp301,58 miliar' });
    // A delisted code stays on the schedule, without a master row.
    const turi = (await list('code=TURI')).data;
    expect(turi.map((item) => [item.code, item.securityKnown])).toEqual([['TURI', false]]);
  });

  it('pages the whole schedule by cum date, 20 a page, actions without one last; page 2 differs', async () => {
    const first = await list('');
    expect(first.meta).toEqual({ page: 1, pageSize: 20, total: rows.length, totalPages: Math.ceil(rows.length / 20) });
    expect(first.data).toHaveLength(20);
    const second = await list('page=2');
    expect(second.data).toHaveLength(20);
    expect(ids(second.data).filter((id) => ids(first.data).includes(id))).toEqual([]);
    // Past the end: no actions, still the total and the tabs.
    const past = await list('page=999');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(rows.length);
    expect(past.tabs.kind.mandatory).toBe(own((row) => row.kind === 'mandatory').length);
    const everything = await all('');
    expect(ids(everything)).toEqual(ids(rows));
    const dates = everything.map((item) => item.cumDate);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated.length).toBeGreaterThan(0);
    expect(dates.slice(0, dated.length)).toEqual([...dated].sort());
    expect(dates.slice(dated.length).every((date) => date === null)).toBe(true);
    expect(dates.length - dated.length).toBe(own((row) => row.cum === null).length);
  });

  it('sorts by the chosen date newest first with sort=-date, actions without it still last', async () => {
    const items = await all('sort=-date&dateField=recording');
    const dates = items.map((item) => item.recordingDate);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated.length).toBe(own((row) => row.recording !== null).length);
    expect(dates.slice(0, dated.length)).toEqual([...dated].sort().reverse());
    expect(dates.slice(dated.length).every((date) => date === null)).toBe(true);
  });

  it.each([
    ['type', 'merger', (row: Own) => row.type === 'merger', (item: CorporateAction) => item.type === 'merger'],
    ['kind', 'voluntary', (row: Own) => row.kind === 'voluntary', (item: CorporateAction) => item.kind === 'voluntary'],
    [
      'market',
      'off-exchange',
      (row: Own) => row.market === 'off-exchange',
      (item: CorporateAction) => item.market === 'off-exchange',
    ],
    ['code', 'bb', (row: Own) => row.code.startsWith('BB'), (item: CorporateAction) => item.code.startsWith('BB')],
  ])('filters by %s=%s: exactly the matching actions', async (name, value, matches, satisfies) => {
    const items = await all(`${name}=${value}`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(satisfies(item)).toBe(true);
    expect(ids(items)).toEqual(ids(own(matches)));
    const excluded = own((row) => !matches(row))[0];
    expect(excluded).toBeDefined();
    expect(ids(items)).not.toContain(excluded?.id);
  });

  it.each([
    ['cum', 'cumDate', (row: Own) => row.cum],
    ['recording', 'recordingDate', (row: Own) => row.recording],
    ['distribution', 'distributionDate', (row: Own) => row.distribution],
  ] as const)('bounds dateField=%s by from and to, inclusive', async (field, key, date) => {
    const [from, to] = ['2025-03-01', '2025-04-30'];
    const items = await all(`dateField=${field}&from=${from}&to=${to}`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item[key]).not.toBeNull();
      expect((item[key] ?? '') >= from && (item[key] ?? '') <= to).toBe(true);
    }
    const inside = (row: Own) => (date(row) ?? '') >= from && (date(row) ?? '') <= to;
    expect(ids(items)).toEqual(ids(own(inside)));
    const outside = own((row) => date(row) !== null && !inside(row))[0];
    expect(ids(items)).not.toContain(outside?.id);
    // From alone, to alone.
    expect((await list(`dateField=${field}&from=${from}`)).meta.total).toBe(
      own((row) => (date(row) ?? '') >= from).length,
    );
    expect((await list(`dateField=${field}&to=${to}`)).meta.total).toBe(
      own((row) => date(row) !== null && (date(row) ?? '') <= to).length,
    );
  });

  it('counts each tab under the other filters: kind ignores kind, market ignores market', async () => {
    const query = 'dateField=distribution&from=2024-01-01&to=2026-06-30&kind=voluntary&market=on-exchange';
    const base = (row: Own) => (row.distribution ?? '') >= '2024-01-01' && (row.distribution ?? '') <= '2026-06-30';
    const answer = await list(query);
    const count = (keep: (row: Own) => boolean) => own((row) => base(row) && keep(row)).length;
    expect(answer.tabs).toEqual({
      kind: {
        mandatory: count((row) => row.market === 'on-exchange' && row.kind === 'mandatory'),
        voluntary: count((row) => row.market === 'on-exchange' && row.kind === 'voluntary'),
      },
      market: {
        'on-exchange': count((row) => row.kind === 'voluntary' && row.market === 'on-exchange'),
        'off-exchange': count((row) => row.kind === 'voluntary' && row.market === 'off-exchange'),
      },
    });
    // Every tab has actions here, so a tab counted under its own filter would show.
    for (const value of [...Object.values(answer.tabs.kind), ...Object.values(answer.tabs.market)]) {
      expect(value).toBeGreaterThan(0);
    }
    expect(answer.meta.total).toBe(answer.tabs.kind.voluntary);
    expect(answer.meta.total).toBe(answer.tabs.market['on-exchange']);
    // Without tab filters, each tab pair adds up to the list's total.
    const open = await list('code=b');
    expect(open.tabs.kind.mandatory + open.tabs.kind.voluntary).toBe(open.meta.total);
    expect(open.tabs.market['on-exchange'] + open.tabs.market['off-exchange']).toBe(open.meta.total);
    expect(open.tabs.kind.voluntary).toBe(own((row) => row.code.startsWith('B') && row.kind === 'voluntary').length);
  });

  it.each([
    [
      'from=2025-05-01&to=2025-04-01',
      'from',
      'Tanggal awal (2025-05-01) tidak boleh setelah tanggal akhir (2025-04-01).',
      'The start date (2025-05-01) must not be after the end date (2025-04-01).',
    ],
    ['from=2025-13-01', 'from', 'Format parameter "from" tidak valid.', 'Parameter "from" has an invalid format.'],
    ['to=31-12-2025', 'to', 'Format parameter "to" tidak valid.', 'Parameter "to" has an invalid format.'],
    [
      'type=dividend',
      'type',
      `Parameter "type" harus salah satu dari: ${CORPORATE_ACTION_TYPES.join(', ')}.`,
      `Parameter "type" must be one of: ${CORPORATE_ACTION_TYPES.join(', ')}.`,
    ],
    ['pageSize=101', 'pageSize', 'Parameter "pageSize" maksimal 100.', 'Parameter "pageSize" must be at most 100.'],
  ])('refuses %s with a 400 naming the field, in Indonesian and English', async (query, name, id, en) => {
    const idAnswer = await get(`/api/corporate-actions?${query}`);
    expect(idAnswer.statusCode).toBe(400);
    const idBody = idAnswer.json<ApiErrorBody>();
    expect(idBody.error.code).toBe('bad_request');
    expect(idBody.error.fields).toContainEqual({ name, message: id });
    expect(idBody.error.message).toContain(id);
    const enAnswer = await get(`/api/corporate-actions?${query}&locale=en`);
    expect(enAnswer.statusCode).toBe(400);
    expect(enAnswer.json<ApiErrorBody>().error.fields).toContainEqual({ name, message: en });
  });

  it('lists every type with both labels, its usual kind and its count', async () => {
    const { data } = await json<ItemResponse<CorporateActionTypeFacet[]>>('/api/corporate-action-types?locale=en');
    expect(data.map((facet) => facet.value)).toEqual([...CORPORATE_ACTION_TYPES]);
    for (const facet of data) {
      expect(facet.count).toBe(own((row) => row.type === facet.value).length);
      expect(facet.count).toBeGreaterThan(0);
    }
    expect(data.find((facet) => facet.value === 'rights-issue')).toEqual({
      value: 'rights-issue',
      label: 'Rights Issue',
      labels: { id: 'Penawaran Umum Terbatas (HMETD)', en: 'Rights Issue' },
      kind: 'voluntary',
      count: own((row) => row.type === 'rights-issue').length,
    });
    const id = await json<ItemResponse<CorporateActionTypeFacet[]>>('/api/corporate-action-types');
    expect(id.data[0]?.label).toBe('Dividen Tunai');
  });

  it("lists a security's corporate actions on its detail, latest first; none is an empty list", async () => {
    const { data } = await json<ItemResponse<SecurityDetail>>('/api/securities/FREN?locale=en');
    const fren = own((row) => row.code === 'FREN');
    expect(ids(data.corporateActions)).toEqual(ids(fren));
    const real = data.corporateActions.filter((item) => !item.sample);
    expect(real.map((item) => [item.type, item.recordingDate])).toEqual([
      ['merger', '2025-04-16'],
      ['rights-issue', '2024-04-18'],
    ]);
    expect(real[1]).toMatchObject({ kind: 'voluntary', electionStart: '2024-04-22', electionEnd: '2024-05-06' });
    const bbca = await json<ItemResponse<SecurityDetail>>('/api/securities/ID1000109507');
    expect(bbca.data.corporateActions.map((item) => item.id)).toContain('bbca-stock-split-2021-10-13');
    const [quiet] = await server.db.query<{ code: string }>(
      'select code from securities where code not in (select code from corporate_actions) order by code limit 1',
    );
    expect(quiet).toBeDefined();
    const none = await json<ItemResponse<SecurityDetail>>(`/api/securities/${quiet?.code ?? ''}`);
    expect(none.data.corporateActions).toEqual([]);
  });
});

describe('corporate-action schedule held in memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('serves its copy until the TTL, then reads the table again only when it changed', async () => {
    let time = 0;
    const schedule = createSchedule(server.db, { ttlMs: 1000, now: () => time });
    const before = (await schedule.current()).entries.length;
    expect(before).toBeGreaterThan(300);
    await server.db.query(
      `insert into corporate_actions (id, code, type, kind, market, description_id, description_en, cum_date)
       values ('test-added', 'BBCA', 'cash-dividend', 'mandatory', 'on-exchange', 'Uji', 'Test', '2026-12-30')`,
    );
    time = 999;
    expect((await schedule.current()).entries).toHaveLength(before);
    time = 1000;
    // The stale copy answers at once while the table is read again in the background.
    expect((await schedule.current()).entries).toHaveLength(before);
    let after = await schedule.current();
    for (let wait = 0; wait < 200 && after.entries.length === before; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await schedule.current();
    }
    expect(after.entries).toHaveLength(before + 1);
    expect(after.ordered('cum', '-date')[0]?.id).toBe('test-added');
    // Unchanged: the same copy, not a new read.
    time = 5000;
    await schedule.current();
    expect(await schedule.current()).toBe(after);
  });

  it('keeps serving its copy when reading the table again fails', async () => {
    let time = 0;
    let failing = false;
    const db = {
      query: <T>(sql: string, params?: readonly unknown[]) =>
        failing ? Promise.reject(new Error('database gone')) : server.db.query<T>(sql, params),
      exec: (sql: string) => server.db.exec(sql),
    };
    const schedule = createSchedule(db, { ttlMs: 1000, now: () => time });
    const held = await schedule.current();
    failing = true;
    time = 2000;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await schedule.current()).toBe(held);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const fresh = createSchedule(db);
    await expect(fresh.current()).rejects.toThrow('database gone');
  });
});
