import fs from 'node:fs';
import path from 'node:path';
import type {
  ApiErrorBody,
  ChartData,
  InvestorTotals,
  ItemResponse,
  Ownership,
  SecurityCounts,
} from '@ksei/shared/node';
import { parseCsv } from '../../src/text/csv.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { SEED_DIR, startTestServer, useTestServer, type TestServer } from '../support/fixtures.js';

/** The seed files, read as data: the figures the API must answer. */
const seed = (name: string) => parseCsv(fs.readFileSync(path.join(SEED_DIR, name), 'utf8'));
const COUNTS = seed('ksei_balancepos_security_type_counts_2023-08_2024-03.csv');
const OWNERSHIP = seed('ksei_equity_ownership_summary_monthly_2023-08_2024-03.csv');
const TICKERS = seed('ksei_holding_selected_tickers_monthly_2023-08_2024-03.csv');
const LAMPUNG = seed('province_example_lampung.csv');
const SID = seed('investor_sid_totals.csv');
const DEMOGRAPHICS = seed('investor_demographics.csv');

describeEachEngine('statistics API', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ url });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<ItemResponse<T>>().data;
  };
  const chart = (slug: string, query = '') => json<ChartData>(`/api/statistics/charts/${slug}${query}`);
  const byKey = (data: ChartData) => Object.fromEntries(data.points.map((point) => [point.key, point]));

  it('answers the gender chart of each period with the shares and assets the source published', async () => {
    const latest = await chart('gender');
    expect(latest.periods.map((period) => period.value)).toEqual(['2023-08', '2023-10', '2023-12']);
    expect(latest.period).toBe('2023-12');
    const august = await chart('gender', '?period=2023-08&locale=en');
    expect(august).toMatchObject({ kind: 'pie', unit: 'percent', secondaryUnit: 'rp-trillion', asOf: '2023-08' });
    expect(august.title).toBe('Investors by gender');
    // investor_demographics.csv: 2023-08,gender,male,62.45,1156.57 and female,37.55,303.29
    expect(byKey(august)['male']).toMatchObject({ label: 'Male', value: 62.45, secondary: 1156.57, sample: false });
    expect(byKey(august)['female']).toMatchObject({ label: 'Female', value: 37.55, secondary: 303.29 });
    expect((await chart('gender', '?period=2023-08')).points.map((point) => point.label)).toEqual([
      'Laki-laki',
      'Perempuan',
    ]);
    const row = DEMOGRAPHICS.find((r) => r['period'] === '2023-08' && r['dimension'] === 'gender');
    expect(august.sourceUrl).toBe(row?.['source_url']);
    expect(august.source).toBe('Databoks (Katadata)');
    expect(august.sample).toBe(false);
  });

  it('plots asset values by age group, and every dated age row of the file appears', async () => {
    const data = await chart('assets', '?period=2021-11');
    // 2021-11,age,<=30,59.81,44.32 … >60,2.97,465.16
    expect(data.points.map((point) => [point.key, point.value, point.secondary])).toEqual([
      ['<=30', 44.32, 59.81],
      ['31-40', 93.93, 21.48],
      ['41-50', 154.24, 10.51],
      ['51-60', 214.82, 5.23],
      ['>60', 465.16, 2.97],
    ]);
    const dated = [...new Set(DEMOGRAPHICS.filter((r) => r['dimension'] === 'age').map((r) => r['period']))].filter(
      (period) => /^\d{4}-\d{2}$/.test(period ?? ''),
    );
    expect(data.periods.map((period) => period.value)).toEqual(dated.sort());
  });

  it('marks an approximate figure in both languages (income, "~50 (\'setengah\')")', async () => {
    const en = byKey(await chart('income', '?locale=en'))['Rp10-100 juta'];
    expect(en).toMatchObject({ value: 50, secondary: 172.82, label: 'Rp10–100 million' });
    expect(en?.note).toMatch(/approximate/i);
    const id = byKey(await chart('income'))['Rp10-100 juta'];
    expect(id?.note).toMatch(/perkiraan/i);
    expect(byKey(await chart('income'))['<Rp10 juta']).toMatchObject({ value: 37.81, note: null });
  });

  it('shows occupations with assets where the source gives them', async () => {
    const data = byKey(await chart('job', '?period=2023-10&locale=en'));
    expect(data['housewife']).toMatchObject({ value: 6.68, secondary: 61.97 });
    expect(byKey(await chart('job', '?period=2021-11'))['student']).toMatchObject({ value: 27.59, secondary: null });
  });

  it('draws the SID totals up to the chosen year, each with its own source and precision', async () => {
    const totals = SID.filter((r) => r['metric'] === 'total_capital_market_SID' && /^\d{4}-/.test(r['period'] ?? ''));
    const latest = await chart('sid', '?locale=en');
    expect(latest.kind).toBe('line');
    expect(latest.period).toBe('2025');
    expect(latest.points.map((point) => [point.key, point.value])).toEqual(
      totals.map((r) => [r['period'], Number(r['value'])]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const until2021 = await chart('sid', '?period=2021&locale=en');
    expect(until2021.points.map((point) => point.key)).toEqual(['2017-07', '2018-07', '2021-10-14', '2021-11']);
    expect(byKey(until2021)['2021-10-14']).toMatchObject({
      value: 6597100,
      note: 'Exact figure',
      source: 'IDN Financials',
      sourceUrl: 'https://www.idnfinancials.com/kr/news/40948/share-investors-sids',
    });
    expect(byKey(until2021)['2017-07']?.note).toBe('Rounded by the source');
    // The series' own source is its latest point's; that point names none of its own.
    expect(until2021.sourceUrl).toBe(byKey(until2021)['2021-11']?.sourceUrl ?? until2021.sourceUrl);
    expect(byKey(until2021)['2021-11']?.source).toBeNull();
  });

  it('maps every province, with Lampung real and the rest flagged sample', async () => {
    const periods = (await chart('domestic-map')).periods.map((period) => period.value);
    expect(periods).toEqual(LAMPUNG.map((row) => row['period']).sort());
    for (const row of LAMPUNG) {
      const data = await chart('domestic-map', `?period=${row['period']}`);
      expect(data.points).toHaveLength(33);
      expect(byKey(data)['ID-LA']).toMatchObject({ label: 'Lampung', value: Number(row['value']), sample: false });
      expect(data.points.filter((point) => point.sample)).toHaveLength(32);
      expect(data.sample).toBe(true);
      expect(data.sourceUrl).toBe(row['source_url']);
    }
  });

  it.each(['product', 'transfer'])('flags the %s chart as sample data, sourced as such', async (slug) => {
    const data = await chart(slug, '?locale=en');
    expect(data.sample).toBe(true);
    expect(data.points.every((point) => point.sample)).toBe(true);
    expect(data.source).toMatch(/^Sample data/);
    expect(data.sourceUrl).toBe('');
    expect((await chart(slug)).source).toMatch(/^Data contoh/);
  });

  it('answers 404 for a chart the site does not have, and the latest period for an unknown one', async () => {
    const response = await get('/api/statistics/charts/no-such-chart?locale=en');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.code).toBe('not_found');
    expect((await chart('gender', '?period=1999-01')).period).toBe('2023-12');
  });

  it("downloads a chart's series as CSV in the request's language", async () => {
    const response = await get('/api/statistics/charts/gender/data.csv?period=2023-08&locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gender-2023-08.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Period,Key,Category,Value,Second value,As of,Note,Sample data,Source,Source address');
    expect(lines[1]).toMatch(/^2023-08,male,Male,62\.45,1156\.57,2023-08,,no,Databoks \(Katadata\),https:\/\//);
    expect(lines).toHaveLength(3);
    const id = await get('/api/statistics/charts/transfer/data.csv?period=2024');
    expect(id.body).toContain('Periode,Kode,Kategori,Nilai');
    expect(id.body).toContain('2024,2024-01,Januari,');
    expect(id.body).toContain(',ya,"Data contoh untuk');
    expect((await get('/api/statistics/charts/nope/data.csv')).statusCode).toBe(404);
  });

  it('counts securities by type for each month of the holding files', async () => {
    const months = [...new Set(COUNTS.map((row) => row['date']))];
    for (const month of months) {
      const data = await json<SecurityCounts>(`/api/statistics/security-counts?month=${month}`);
      const expected = COUNTS.filter((row) => row['date'] === month);
      expect(data.month).toBe(month);
      expect(Object.fromEntries(data.rows.map((row) => [row.type, row.count]))).toEqual(
        Object.fromEntries(expected.map((row) => [row['security_type'], Number(row['count'])])),
      );
      expect(data.total).toBe(expected.reduce((sum, row) => sum + Number(row['count']), 0));
    }
    const latest = await json<SecurityCounts>('/api/statistics/security-counts');
    expect(latest.months).toEqual(months);
    expect(latest.month).toBe('2024-03-28');
    expect(latest.derived).toBe(true);
    // A month given without its day finds the month-end file.
    expect((await json<SecurityCounts>('/api/statistics/security-counts?month=2023-08')).month).toBe('2023-08-31');
    const august = await json<SecurityCounts>('/api/statistics/security-counts?month=2023-08-31');
    expect(august.rows.find((row) => row.type === 'CORPORATE BOND')?.count).toBe(732);
    const csv = await get('/api/statistics/security-counts.csv?locale=en');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="security-counts.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Security type,Securities');
    expect(lines).toHaveLength(COUNTS.length + 1);
    expect(lines).toContain('2023-08-31,CORPORATE BOND,732');
  });

  it('summarises equity ownership local and foreign by investor type, month by month', async () => {
    for (const row of OWNERSHIP) {
      const data = await json<Ownership>(`/api/statistics/ownership?month=${row['date']}`);
      expect(data).toMatchObject({
        month: row['date'],
        equityCodes: Number(row['equity_codes']),
        localShares: Number(row['local_shares']),
        foreignShares: Number(row['foreign_shares']),
        localValue: Number(row['local_value_idr']),
        foreignValue: Number(row['foreign_value_idr']),
        localValuePercent: Number(row['local_value_pct']),
      });
      const individual = data.byInvestor.find((holder) => holder.type === 'individual');
      expect(individual).toEqual({
        type: 'individual',
        local: Number(row['local_id_value_idr']),
        foreign: Number(row['foreign_id_value_idr']),
      });
      const insurance = data.byInvestor.find((holder) => holder.type === 'insurance');
      expect(insurance?.local).toBe(Number(row['local_is_value_idr']));
      expect(data.byInvestor.reduce((sum, holder) => sum + holder.local, 0)).toBeCloseTo(
        Number(row['local_value_idr']),
        -6,
      );
    }
    const latest = await json<Ownership>('/api/statistics/ownership');
    expect(latest.month).toBe('2024-03-28');
    expect(latest.months).toEqual(OWNERSHIP.map((row) => row['date']));
    expect(latest.tickers).toEqual([...new Set(TICKERS.map((row) => row['code']))].sort());
    expect(latest.tickerMonths).toEqual([]);
    expect(latest.code).toBeNull();
    expect(latest.derived).toBe(true);
    // A day within a month finds that month's file.
    expect((await json<Ownership>('/api/statistics/ownership?month=2023-08-15')).month).toBe('2023-08-31');
  });

  it("answers a selected equity's monthly holdings by code, in any case", async () => {
    const data = await json<Ownership>('/api/statistics/ownership?code=bbca');
    const expected = TICKERS.filter((row) => row['code'] === 'BBCA');
    expect(data.code).toBe('BBCA');
    expect(data.tickerMonths).toHaveLength(expected.length);
    expect(data.tickerMonths[0]).toEqual({
      month: '2023-08-31',
      listedShares: 123275050000,
      price: 9175,
      scriplessLocal: 7953271426,
      scriplessForeign: 44500424694,
      localIndividual: 4443360280,
      foreignPercent: 84.84,
      localValue: 72971265333550,
      foreignValue: 408291396567450,
    });
    expect((await json<Ownership>('/api/statistics/ownership?code=NOPE')).tickerMonths).toEqual([]);
  });

  it('downloads the monthly ownership files as CSV', async () => {
    const month = await get('/api/statistics/ownership.csv?month=2023-08-31&locale=en');
    expect(month.headers['content-disposition']).toBe('attachment; filename="equity-ownership-2023-08-31.csv"');
    const lines = month.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Investor type,Local value (IDR),Foreign value (IDR)');
    expect(lines).toContain(
      `2023-08-31,Individual,${OWNERSHIP[0]?.['local_id_value_idr']},${OWNERSHIP[0]?.['foreign_id_value_idr']}`,
    );
    expect(lines).toHaveLength(10);
    const tickers = await get('/api/statistics/ownership-tickers.csv');
    const rows = tickers.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(TICKERS.length + 1);
    expect(rows).toContain(
      '2023-08-31,BBCA,123275050000,9175,7953271426,44500424694,4443360280,84.84,72971265333550,408291396567450',
    );
  });

  it('lists the investor totals with precision and source, the latest exact one as the headline', async () => {
    const data = await json<InvestorTotals>('/api/statistics/investors?locale=en');
    const dated = SID.filter((row) => /^\d{4}-\d{2}/.test(row['period'] ?? ''));
    expect(data.totals).toHaveLength(dated.length);
    expect(data.headline).toMatchObject({ period: '2025-07-03', metric: 'total', value: 17016329, exact: true });
    expect(data.totals.find((total) => total.period === '2011-12')).toMatchObject({
      metric: 'stock',
      value: 207136,
      source: 'Kontan',
    });
    const csv = await get('/api/statistics/investors.csv?locale=en');
    expect(csv.body).toContain('2025-07-03,Capital market SIDs,17016329,yes,"exact (+2,144,690 ytd)",Sepintas Update,');
  });

  it.each([
    ['assets', 'bar', 'rp-trillion', 'percent', 'Nilai aset investor individu', "Individual investors' asset value"],
    [
      'gender',
      'pie',
      'percent',
      'rp-trillion',
      'Porsi investor individu menurut jenis',
      'Share of individual investors by gender',
    ],
    ['income', 'bar', 'percent', 'rp-trillion', 'Porsi investor individu menurut penghasilan', 'by annual income'],
    ['job', 'bar', 'percent', 'rp-trillion', 'Porsi investor individu menurut pekerjaan', 'by occupation'],
    ['product', 'bar', 'investors', null, 'Jumlah investor (SID) menurut produk', 'by investment product'],
    ['sid', 'line', 'investors', null, 'Jumlah investor pasar modal', 'Capital market investors'],
    ['transfer', 'line', 'transfers', null, 'instruksi pemindahbukuan', 'transfer (book-entry) instructions'],
    ['domestic-map', 'map', 'investors', null, 'menurut provinsi', 'by province'],
  ] as const)(
    'draws the %s chart as a %s of %s (second value %s), described in both languages',
    async (slug, kind, unit, secondaryUnit, id, en) => {
      const inIndonesian = await chart(slug);
      expect(inIndonesian).toMatchObject({ slug, kind, unit, secondaryUnit });
      expect(inIndonesian.description).toContain(id);
      expect(inIndonesian.points.length).toBeGreaterThan(0);
      const inEnglish = await chart(slug, '?locale=en');
      expect(inEnglish.description).toContain(en);
      expect(inEnglish.description).not.toBe(inIndonesian.description);
    },
  );

  it("names each download in the reader's language, the latest month by default, and an error no download", async () => {
    const fileName = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      return response.headers['content-disposition'];
    };
    const cases: readonly (readonly [string, string])[] = [
      ['/api/statistics/charts/gender/data.csv', 'gender-latest.csv'],
      ['/api/statistics/security-counts.csv', 'jumlah-efek.csv'],
      ['/api/statistics/ownership.csv', 'kepemilikan-saham-terbaru.csv'],
      ['/api/statistics/ownership.csv?month=2023-08-31', 'kepemilikan-saham-2023-08-31.csv'],
      ['/api/statistics/ownership.csv?locale=en', 'equity-ownership-latest.csv'],
      ['/api/statistics/ownership-tickers.csv', 'kepemilikan-saham-pilihan.csv'],
      ['/api/statistics/ownership-tickers.csv?locale=en', 'holdings-selected-equities.csv'],
      ['/api/statistics/investors.csv', 'jumlah-investor.csv'],
      ['/api/statistics/investors.csv?locale=en', 'investor-totals.csv'],
    ];
    for (const [url, name] of cases) expect(await fileName(url)).toBe(`attachment; filename="${name}"`);
    const missing = await get('/api/statistics/charts/nope/data.csv?locale=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-disposition']).toBeUndefined();
  });

  it('heads the ownership, ticker and investor files in Indonesian by default', async () => {
    const firstLine = async (url: string) => (await get(url)).body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(await firstLine('/api/statistics/ownership.csv')).toBe(
      'Tanggal,Jenis investor,Nilai lokal (Rp),Nilai asing (Rp)',
    );
    expect(await firstLine('/api/statistics/ownership-tickers.csv')).toBe(
      'Tanggal,Kode,Saham tercatat,Harga (Rp),Tanpa warkat lokal,Tanpa warkat asing,Perorangan lokal,' +
        'Porsi asing (%),Nilai lokal (Rp),Nilai asing (Rp)',
    );
    expect(await firstLine('/api/statistics/investors.csv')).toBe(
      'Periode,Ukuran,Jumlah,Angka tepat,Keterangan sumber,Sumber,Alamat sumber',
    );
    expect(await firstLine('/api/statistics/security-counts.csv')).toBe('Tanggal,Jenis efek,Jumlah efek');
    const investors = (await get('/api/statistics/investors.csv')).body;
    expect(investors).toContain('2025-07-03,SID pasar modal,17016329,ya,');
    expect(investors).toContain('2011-12,Investor saham,207136,');
  });

  it('finds an ownership month given without its day, and answers the latest for an unknown one', async () => {
    expect((await json<Ownership>('/api/statistics/ownership?month=2023-08')).month).toBe('2023-08-31');
    expect((await json<Ownership>('/api/statistics/ownership?month=1999-01')).month).toBe('2024-03-28');
    expect((await json<Ownership>('/api/statistics/ownership?code=%20%20')).code).toBeNull();
    const lines = (await get('/api/statistics/ownership.csv?month=2023-08&locale=en')).body.trimEnd().split('\r\n');
    expect(lines.slice(1).every((line) => line.startsWith('2023-08-31,'))).toBe(true);
    expect(lines).toHaveLength(10);
  });

  it("titles a chart's page with the chart's name, and answers 404 for a chart the site does not have", async () => {
    const page = await get('/en/publikasi/data-dan-statistik/grafik/gender');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Investors by gender | KSEI</title>');
    const id = await get('/id/publikasi/data-dan-statistik/grafik/domestic-map');
    expect(id.body).toContain('<title>Peta sebaran investor domestik | KSEI</title>');
    expect((await get('/id/publikasi/data-dan-statistik/grafik/no-such-chart')).statusCode).toBe(404);
  });
});

describe('statistics API over tables it fills itself', () => {
  const point = (category: string, position: number, source: string, url: string, sample = false) => [
    'sid',
    '2024',
    position,
    category,
    `Titik ${category}`,
    `Point ${category}`,
    position * 10,
    source,
    url,
    sample,
  ];
  const server = useTestServer({
    beforeBuild: async (db) => {
      const rows = [
        point('a', 1, 'Kontan', 'https://example.test/a'),
        // Same publisher, another article: the point names its own address.
        point('b', 2, 'Kontan', 'https://example.test/b'),
        // Another publisher at the series' address.
        point('c', 3, 'Bisnis', 'https://example.test/c'),
        point('d', 4, 'Sample', '', true),
        point('e', 5, 'Kontan', 'https://example.test/c'),
      ];
      for (const row of rows) {
        await db.query(
          `insert into statistics_points (chart, period, position, category, label_id, label_en, value, as_of,
             source_name, source_url, sample) values ($1, $2, $3, $4, $5, $6, $7, '2024', $8, $9, $10)`,
          row,
        );
      }
    },
  });

  it("names a point's source only where its publisher or address differs from the series' (its last real point's)", async () => {
    const response = await server().app.inject('/api/statistics/charts/sid?locale=en');
    expect(response.statusCode).toBe(200);
    const data = response.json<ItemResponse<ChartData>>().data;
    expect(data).toMatchObject({ source: 'Kontan', sourceUrl: 'https://example.test/c', sample: true });
    expect(data.points.map((p) => [p.key, p.source, p.sourceUrl])).toEqual([
      ['a', 'Kontan', 'https://example.test/a'],
      ['b', 'Kontan', 'https://example.test/b'],
      ['c', 'Bisnis', 'https://example.test/c'],
      ['d', null, null],
      ['e', null, null],
    ]);
  });

  it.each([
    '/api/statistics/charts/gender',
    '/api/statistics/security-counts',
    '/api/statistics/ownership',
    '/api/statistics/investors',
  ])('answers %s with 404 and the data-unavailable message while its table is empty', async (url) => {
    const response = await server().app.inject(`${url}?locale=en`);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'not_found',
      message: 'The data you are looking for is not available or has been deleted.',
    });
  });
});
