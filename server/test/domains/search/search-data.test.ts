import fs from 'node:fs';
import path from 'node:path';
import type { SearchResponse } from '@ksei/shared/node';
import { importStatisEfek } from '../../../src/domains/securities/import.js';
import { describeEachEngine, serverDatabase } from '../../support/engines.js';
import { startTestServer, type TestServer } from '../../support/fixtures.js';

/** The master file fixture: SMRA05BCN1 is in it and not in the seed's holding file. */
const MASTER_FILE = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'StatisEfek20260831.txt'), 'utf8');

describeEachEngine('site search over securities, corporate actions and data pages', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
  });
  afterAll(() => server.close());

  const search = async (q: string, locale: 'id' | 'en') => {
    const response = await server.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResponse>();
    return body.groups.flatMap((group) => group.hits);
  };

  it.each(['id', 'en'] as const)('finds BBCA by its code and by its ISIN, linking its page (%s)', async (locale) => {
    for (const q of ['BBCA', 'ID1000109507']) {
      const hits = (await search(q, locale)).filter((hit) => hit.type === 'security');
      expect(hits[0]).toMatchObject({ pageId: 'isin.security', params: { slug: 'BBCA' } });
      expect(hits[0]?.title).toBe('BBCA — PT Bank Central Asia Tbk');
    }
  });

  it("finds the real SMAR cash dividend, leading to SMAR's page", async () => {
    const hits = (await search('SMAR dividen', 'id')).filter((hit) => hit.type === 'corporateAction');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ pageId: 'isin.security', params: { slug: 'SMAR' } });
  });

  it.each([
    ['statistik', 'id', 'statistics.charts'],
    ['jadwal aksi korporasi', 'id', 'service.scheduleOfCorporateActions'],
    ['corporate action schedule', 'en', 'service.scheduleOfCorporateActions'],
    ['hubungi', 'id', 'contact'],
    ['contact', 'en', 'contact'],
    ['ISIN', 'en', 'isin'],
  ] as const)('"%s" (%s) finds the data page %s', async (q, locale, pageId) => {
    const pages = (await search(q, locale)).filter((hit) => hit.type === 'page').map((hit) => hit.pageId);
    expect(pages).toContain(pageId);
  });

  it('each chart page is found by its name', async () => {
    const hits = await search('investor jenis kelamin', 'id');
    expect(hits.find((hit) => hit.pageId === 'statistics.chart')?.params).toEqual({ slug: 'gender' });
  });

  it('an imported master file is searchable at once', async () => {
    // (Asked in the other language before: the API's response cache keeps an answer for a minute.)
    expect((await search('SMRA05BCN1', 'id')).filter((hit) => hit.type === 'security')).toEqual([]);
    await importStatisEfek(server.db, 'StatisEfek20260831.txt', MASTER_FILE);
    const hits = (await search('SMRA05BCN1', 'en')).filter((hit) => hit.type === 'security');
    expect(hits.map((hit) => hit.params['slug'])).toEqual(['SMRA05BCN1']);
  });
});
