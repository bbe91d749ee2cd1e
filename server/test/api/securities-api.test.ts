import fs from 'node:fs';
import path from 'node:path';
import type {
  ApiErrorBody,
  ItemResponse,
  ListResponse,
  SecurityDetail,
  SecurityFacets,
  SecuritySummary,
} from '@ksei/shared/node';
import { importStatisEfek } from '../../src/domains/securities/import.js';
import { parseCsv } from '../../src/text/csv.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { SEED_DIR, startTestServer, type TestServer } from '../support/fixtures.js';

/** The seed's real holding composition (28 Mar 2024), read as data: what the master starts from. */
const HOLDINGS = parseCsv(fs.readFileSync(path.join(SEED_DIR, 'ksei_holding_composition_2024-03-28.csv'), 'utf8'));
const MASTER_FILE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'StatisEfek20260831.txt'), 'utf8');
/** Codes of the master file, and the one of them the holding file does not have (issued in 2025). */
const NEW_IN_MASTER = ['SMRA05BCN1'];

describeEachEngine('securities API (ISIN lookup)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      ...serverDatabase(engine),
      beforeBuild: async (db) => {
        await importStatisEfek(db, 'StatisEfek20260831.txt', MASTER_FILE);
      },
    });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ url });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const list = (query: string) => json<ListResponse<SecuritySummary>>(`/api/securities?${query}`);
  const codes = (page: ListResponse<SecuritySummary>) => page.data.map((item) => item.code);

  it("pages the whole master: every seeded security plus the master file's new one", async () => {
    expect(HOLDINGS).toHaveLength(2948);
    const total = HOLDINGS.length + NEW_IN_MASTER.length;
    const first = await list('pageSize=100');
    expect(first.meta).toEqual({ page: 1, pageSize: 100, total, totalPages: Math.ceil(total / 100) });
    expect(first.data).toHaveLength(100);
    const last = await list(`pageSize=100&page=${Math.ceil(total / 100)}`);
    expect(last.data).toHaveLength(total % 100);
    expect((await list('')).data).toHaveLength(10);
  });

  it('finds a security by its whole ISIN, typed in any case', async () => {
    expect(codes(await list('q=ID1000109507'))).toEqual(['BBCA']);
    expect(codes(await list('q=%20id1000129000%20'))).toEqual(['TLKM']);
    expect(codes(await list('isin=ID1000118201'))).toEqual(['BBRI']);
  });

  it('finds a code that looks like an ISIN as a code, never refusing it as a wrong ISIN', async () => {
    // A real sukuk code of the seed shaped like an ISIN (2 letters, 9 letters or digits, 1 digit).
    const code = 'BBCA01ASBCN1';
    expect(HOLDINGS.map((row) => row['code'])).toContain(code);
    expect(codes(await list(`q=${code}`))).toEqual([code]);
    expect(codes(await list(`q=${code.toLowerCase()}`))).toEqual([code]);
    expect((await json<ItemResponse<SecurityDetail>>(`/api/securities/${code}`)).data.code).toBe(code);
  });

  it('searches ISIN and code prefixes, issuer words, type and status', async () => {
    // isin_tickers.csv: ID1000109507 (BBCA) and ID1000106602 (ANTM) start with ID100010.
    expect(codes(await list('isin=ID100010&pageSize=100'))).toEqual(['ANTM', 'BBCA']);

    const smfp = HOLDINGS.filter((row) => row['code']?.startsWith('SMFP')).map((row) => row['code']);
    expect(smfp.length).toBeGreaterThan(1);
    const byCode = await list('code=smfp&pageSize=100');
    expect(codes(byCode).sort()).toEqual([...smfp].sort());

    expect(codes(await list('issuer=summarecon'))).toEqual(['SMRA05BCN1']);
    expect(codes(await list('type=corporate%20bond&status=active&pageSize=100'))).toEqual(['SMFP07BCN3', 'SMRA05BCN1']);
    expect(codes(await list('status=SUSPEND'))).toEqual(['TLKM']);

    const equities = HOLDINGS.filter((row) => row['type'] === 'EQUITY').length;
    expect(equities).toBeGreaterThan(0);
    expect((await list('type=EQUITY')).meta.total).toBe(equities);
  });

  it('matches the free text anywhere in code, ISIN, issuer or description, and % literally', async () => {
    const found = await list('q=multigriya&pageSize=100');
    expect(codes(found)).toEqual(['SMFP07BCN3']);
    const bb = await list('q=bb&pageSize=100');
    expect(codes(bb)).toEqual(expect.arrayContaining(['BBCA', 'BBRI']));
    for (const item of bb.data) {
      expect(`${item.code} ${item.isin ?? ''} ${item.issuer ?? ''} ${item.description ?? ''}`.toUpperCase()).toContain(
        'BB',
      );
    }
    expect((await list('q=%25')).meta.total).toBe(0);
  });

  it('sorts by a column both ways, with empty values last either way', async () => {
    const isins = (await list('sort=isin&pageSize=10')).data.map((item) => item.isin);
    const withIsin = isins.filter((isin) => isin !== null);
    expect(withIsin).toHaveLength(6);
    expect(isins.slice(0, 6)).toEqual([...withIsin].sort());
    const descending = (await list('sort=-isin&pageSize=10')).data.map((item) => item.isin);
    expect(descending.slice(0, 6)).toEqual([...withIsin].sort().reverse());
    expect(descending.slice(6)).toEqual([null, null, null, null]);

    // Listing dates from the master file, newest first.
    const dated = (await list('sort=-listingDate&pageSize=5')).data.map((item) => [item.code, item.listingDate]);
    expect(dated).toEqual([
      ['SMRA05BCN1', '2025-01-07'],
      ['SMFP07BCN3', '2024-02-07'],
      ['BBRI', '2003-11-10'],
      ['BBCA', '2000-05-31'],
      ['TLKM', '1995-11-14'],
    ]);
    const byCode = codes(await list('sort=-code&pageSize=3'));
    expect(byCode).toHaveLength(3);
    expect(codes(await list('sort=code&pageSize=1'))).not.toEqual(byCode.slice(0, 1));
  });

  it.each([
    ['ID1000103801', 7, 1],
    ['ID1000109000', 2, 0],
    ['ID1000123456', 8, 6],
  ])('explains why %s is not an ISIN, in Indonesian and English', async (isin, expected, actual) => {
    const id = await get(`/api/securities?q=${isin}`);
    expect(id.statusCode).toBe(400);
    const idBody = id.json<ApiErrorBody>();
    expect(idBody.error.code).toBe('bad_request');
    expect(idBody.error.fields).toEqual([
      {
        name: 'q',
        message: `"${isin}" bukan kode ISIN yang sah: digit pemeriksa (karakter terakhir) seharusnya ${expected}, bukan ${actual}. Periksa kembali kode yang Anda ketik.`,
      },
    ]);
    expect(idBody.error.message).toContain(`seharusnya ${expected}, bukan ${actual}`);

    const en = await get(`/api/securities?isin=${isin.toLowerCase()}&locale=en`);
    expect(en.statusCode).toBe(400);
    expect(en.json<ApiErrorBody>().error.fields).toEqual([
      {
        name: 'isin',
        message: `"${isin}" is not a valid ISIN: its check digit (the last character) should be ${expected}, not ${actual}. Please check the code you typed.`,
      },
    ]);

    const detail = await get(`/api/securities/${isin}?locale=en`);
    expect(detail.statusCode).toBe(400);
    expect(detail.json<ApiErrorBody>().error.message).toContain(`should be ${expected}, not ${actual}`);
    expect((await get(`/api/securities.csv?q=${isin}`)).statusCode).toBe(400);
  });

  it('answers a security with every master field and its holding composition', async () => {
    const { data } = await json<ItemResponse<SecurityDetail>>('/api/securities/bbca');
    // The master file's BBCA line.
    expect(data).toMatchObject({
      code: 'BBCA',
      isin: 'ID1000109507',
      description: 'Bank Central Asia Tbk.',
      type: 'EQUITY',
      issuer: 'PT Bank Central Asia Tbk',
      status: 'ACTIVE',
      stockExchange: 'IDX',
      listingDate: '2000-05-31',
      currency: 'IDR',
      form: 'SCRIPLESS',
      isinEffectiveDate: '2000-05-31',
      maturityDate: null,
      nominalValue: 12.5,
      numberOfSecurities: 123275050000,
      totalScripless: 122950000000,
      localPercent: 38.25,
      foreignPercent: 61.48,
      totalPercent: 99.73,
      sector: 'FINANCE',
      closingPrice: 9500,
      asOf: '2026-08-31',
      sample: false,
    });
    // The seed's BBCA line of 28 Mar 2024.
    const row = HOLDINGS.find((line) => line['code'] === 'BBCA') ?? {};
    const n = (column: string) => Number(row[column]);
    const side = (prefix: string) => ({
      insurance: n(`${prefix}_is`),
      corporate: n(`${prefix}_cp`),
      pensionFund: n(`${prefix}_pf`),
      financialInstitution: n(`${prefix}_ib`),
      individual: n(`${prefix}_id`),
      mutualFund: n(`${prefix}_mf`),
      securitiesCompany: n(`${prefix}_sc`),
      foundation: n(`${prefix}_fd`),
      others: n(`${prefix}_ot`),
      total: n(`${prefix}_total`),
    });
    expect(data.holding).toEqual({
      date: '2024-03-28',
      numberOfSecurities: n('sec_num'),
      price: n('price'),
      local: side('local'),
      foreign: side('foreign'),
    });
    expect(data.holding?.local.total).toBeGreaterThan(0);
  });

  it('answers a security by its ISIN too; no holding where none is known; 404 for an unknown code', async () => {
    expect((await json<ItemResponse<SecurityDetail>>('/api/securities/ID1000129000')).data.code).toBe('TLKM');
    const bond = await json<ItemResponse<SecurityDetail>>('/api/securities/SMRA05BCN1');
    expect(bond.data).toMatchObject({ interestRate: 6.5, maturityDate: '2031-01-06', holding: null });
    const missing = await get('/api/securities/NOSUCHCODE?locale=en');
    expect(missing.statusCode).toBe(404);
    // A valid ISIN no security carries.
    expect((await get('/api/securities/ID1000095003')).statusCode).toBe(404);
  });

  it("downloads the current result as CSV, in the list's order, headed in the request's language", async () => {
    const query = 'type=corporate%20bond&status=active&sort=-code';
    const listed = codes(await list(query));
    expect(listed).toEqual(['SMRA05BCN1', 'SMFP07BCN3']);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second answer comes from the response cache: it must still be a download.
      const response = await get(`/api/securities.csv?${query}&locale=en`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="securities.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Code,ISIN Code,Security Name,Type,Issuer,Status,Stock Exchange,Listing Date,Currency,Maturity Date,' +
          'Nominal Value,Number of Securities,Sample Data',
      );
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(listed);
      expect(lines[1]).toBe(
        'SMRA05BCN1,,Obligasi Berkelanjutan V Summarecon Agung Tahap I Tahun 2025 Seri B,CORPORATE BOND,' +
          'PT Summarecon Agung Tbk,ACTIVE,IDX,2025-01-07,IDR,2031-01-06,1000000,,no',
      );
    }
    const id = await get(`/api/securities.csv?${query}`);
    expect(id.headers['content-disposition']).toBe('attachment; filename="efek.csv"');
    expect(id.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Kode,Kode ISIN,Nama Efek,Jenis,Penerbit,/);
    const everything = await get('/api/securities.csv');
    expect(everything.body.trimEnd().split('\r\n')).toHaveLength(1 + HOLDINGS.length + NEW_IN_MASTER.length);
  });

  /** The codes of a CSV answer, in its order (the first column of every line after the heading). */
  const csvCodes = async (query: string): Promise<string[]> => {
    const response = await get(`/api/securities.csv?${query}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    return lines.slice(1).map((line) => line.split(',')[0] ?? '');
  };

  it('applies each filter of the lookup to the CSV too, typed in any case and with spaces', async () => {
    const smfp = HOLDINGS.map((row) => row['code'] ?? '')
      .filter((code) => code.startsWith('SMFP'))
      .sort();
    expect(smfp.length).toBeGreaterThan(1);
    const cases: readonly (readonly [string, readonly string[]])[] = [
      // A whole ISIN (isin_tickers.csv), and a sukuk code shaped like an ISIN with a wrong check digit.
      ['q=%20id1000109507', ['BBCA']],
      ['q=bbca01asbcn1', ['BBCA01ASBCN1']],
      ['q=multigriya', ['SMFP07BCN3']],
      ['isin=%20id100010', ['ANTM', 'BBCA']],
      ['code=%20smfp%20', smfp],
      ['issuer=%20summarecon%20', ['SMRA05BCN1']],
      ['type=%20corporate%20bond%20&status=%20active', ['SMFP07BCN3', 'SMRA05BCN1']],
      ['status=suspend', ['TLKM']],
    ];
    for (const [query, expected] of cases) {
      expect(await csvCodes(query)).toEqual(expected);
      expect(codes(await list(`${query}&pageSize=100`))).toEqual(expected);
    }
  });

  it('sorts the CSV by each column both ways, as the lookup does', async () => {
    expect((await csvCodes('sort=-listingDate')).slice(0, 5)).toEqual([
      'SMRA05BCN1',
      'SMFP07BCN3',
      'BBRI',
      'BBCA',
      'TLKM',
    ]);
    // The six securities with an ISIN (isin_tickers.csv), in ISIN order.
    expect((await csvCodes('sort=isin')).slice(0, 6)).toEqual(['ANTM', 'BBCA', 'BBRI', 'ASII', 'TLKM', 'GOTO']);
    for (const sort of ['code', '-code', 'isin', '-isin', 'listingDate', '-listingDate', 'issuer', 'type']) {
      const listed = codes(await list(`sort=${sort}&pageSize=100`));
      expect(listed).toHaveLength(100);
      expect((await csvCodes(`sort=${sort}`)).slice(0, 100)).toEqual(listed);
    }
    const ascending = await csvCodes('sort=code');
    expect(ascending).toEqual([...ascending].sort());
    expect(await csvCodes('sort=-code')).toEqual([...ascending].reverse());
  });

  it('refuses a wrong ISIN in the CSV as an error, not as a download', async () => {
    const refused = await get('/api/securities.csv?isin=ID1000103801&locale=en');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.json<ApiErrorBody>().error.fields?.[0]?.name).toBe('isin');
  });

  it('answers a code typed with spaces around it, and names the code when its ISIN is wrong', async () => {
    expect((await json<ItemResponse<SecurityDetail>>('/api/securities/%20tlkm%20')).data.code).toBe('TLKM');
    const wrong = await get('/api/securities/ID1000103801');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.fields?.[0]?.name).toBe('code');
  });

  it('lists the types and statuses to filter by, with their counts', async () => {
    const { data } = await json<ItemResponse<SecurityFacets>>('/api/security-facets');
    const equities = HOLDINGS.filter((row) => row['type'] === 'EQUITY').length;
    expect(data.types).toContainEqual({ value: 'EQUITY', count: equities });
    const total = data.types.reduce((sum, facet) => sum + facet.count, 0);
    expect(total).toBe(HOLDINGS.length + NEW_IN_MASTER.length);
    expect(data.statuses).toEqual([
      { value: 'ACTIVE', count: 4 },
      { value: 'SUSPEND', count: 1 },
    ]);
  });
});
