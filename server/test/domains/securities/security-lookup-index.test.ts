import type { SecuritySort } from '@ksei/shared/node';
import type { Database } from '../../../src/db/database.js';
import { seedSecuritiesIfEmpty } from '../../../src/seed/securities/index.js';
import { SecurityLookupIndex, type SecurityFilter } from '../../../src/domains/securities/lookup-index.js';
import { describeEachEngine } from '../../support/engines.js';
import { SEED_DIR } from '../../support/fixtures.js';

/**
 * The in-memory lookup must answer exactly what the database answers: the same rows in the same
 * order (the database's collation, nulls last) and the same count, for every kind of filter.
 */
const ORDER: Readonly<Record<string, string>> = { code: 'code', isin: 'isin', type: 'type', issuer: 'issuer' };
const orderBy = (sort: SecuritySort): string => {
  const descending = sort.startsWith('-');
  const column = ORDER[descending ? sort.slice(1) : sort] ?? 'code';
  return `${column} ${descending ? 'desc' : 'asc'} nulls last, code`;
};

// Each case: the filter, and the same filter written as SQL by hand (the second, independent source).
const CASES: readonly (readonly [string, SecurityFilter, string, SecuritySort])[] = [
  ['text within codes', { contains: 'BB' }, "search_text like '%BB%'", 'code'],
  ['a valid ISIN', { exact: 'ID1000109507' }, "(isin = 'ID1000109507' or code = 'ID1000109507')", 'code'],
  ['a code prefix, descending', { codePrefix: 'BBCA' }, "code like 'BBCA%'", '-code'],
  ['a type, by ISIN', { type: 'EQUITY' }, "type = 'EQUITY'", 'isin'],
  ['an ISIN prefix', { isinPrefix: 'ID1000' }, "isin like 'ID1000%'", '-isin'],
  ['issuer words', { issuerContains: 'BANK' }, "upper(issuer) like '%BANK%'", 'issuer'],
  ['type and text', { type: 'WARRANT', contains: '-W' }, "type = 'WARRANT' and search_text like '%-W%'", 'type'],
];

describeEachEngine('securities lookup in memory', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createMigrated();
    await seedSecuritiesIfEmpty(db, SEED_DIR);
  });
  afterAll(() => db.close());

  it.each(CASES)('%s: the same rows, order and count as the database', async (_label, filter, where, sort) => {
    const index = new SecurityLookupIndex(db, { select: 'code, isin, type', orderBy });
    const expected = await db.query<{ code: string }>(
      `select code from securities where ${where} order by ${orderBy(sort)}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const pageSize = 20;
    const pages = Math.max(1, Math.ceil(expected.length / pageSize));
    for (const page of [1, Math.min(2, pages), pages]) {
      const answer = await index.page(filter, sort, page, pageSize);
      expect(answer.total).toBe(expected.length);
      const slice = expected.slice((page - 1) * pageSize, page * pageSize).map(({ code }) => code);
      expect(answer.rows.map((row) => row.code)).toEqual(slice);
    }
  });

  it('a filter nothing matches answers an empty page with a total of 0', async () => {
    const index = new SecurityLookupIndex(db, { select: 'code, isin, type', orderBy });
    expect(await index.page({ contains: 'NO SUCH SECURITY' }, 'code', 1, 20)).toEqual({ rows: [], total: 0 });
  });

  it('serves its snapshot until a minute has passed, then reads the master again', async () => {
    let now = 1_000_000;
    const index = new SecurityLookupIndex(db, { select: 'code, isin, type', orderBy, now: () => now });
    const filter: SecurityFilter = { codePrefix: 'ZZTEST' };
    expect((await index.page(filter, 'code', 1, 20)).total).toBe(0);
    await db.query("insert into securities (code, type) values ('ZZTEST1', 'EQUITY')");
    try {
      now += 59_000;
      expect((await index.page(filter, 'code', 1, 20)).total).toBe(0); // still the snapshot
      now += 1_000;
      // The request that finds it old starts a reload and is answered from the old snapshot.
      expect((await index.page(filter, 'code', 1, 20)).total).toBe(0);
      // Once the reload has finished (it runs in the background), the new row is found.
      let found = 0;
      for (let tries = 0; tries < 200 && found === 0; tries += 1) {
        found = (await index.page(filter, 'code', 1, 20)).total;
        if (found === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(found).toBe(1);
      expect(await index.hasCode('ZZTEST1')).toBe(true);
    } finally {
      await db.query("delete from securities where code = 'ZZTEST1'");
    }
  });
});
