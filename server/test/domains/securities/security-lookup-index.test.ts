import type { SecuritySort } from '@ksei/shared/node';
import { createDataChangeHub } from '../../../src/db/data-changes.js';
import type { Database, Queryable } from '../../../src/db/database.js';
import { createSecurityLookup } from '../../../src/domains/securities/queries.js';
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

/**
 * The database with the snapshot's read held back while the gate is shut (until `open()`): the
 * lookup's answers meanwhile can only come from its page reader.
 */
function holdingSnapshotReads(db: Queryable) {
  let opened: Promise<void> | undefined;
  let open: () => void = () => undefined;
  let held = 0;
  const gated: Queryable = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (sql.includes('row_number()') && opened !== undefined) {
        held += 1;
        await opened;
      }
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const shut = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };
  shut();
  return {
    db: gated,
    shut,
    open: () => {
      opened = undefined;
      open();
    },
    held: () => held,
  };
}

const TIMED_OUT = Symbol('timed out');
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms).unref())]);

describeEachEngine('securities lookup in memory', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createMigrated();
    await seedSecuritiesIfEmpty(db, SEED_DIR);
  });
  afterAll(() => db.close());

  /**
   * The first, second and last pages of 20 that `lookup` answers for one case, against the database's
   * own `select … order by` (never an empty list: every case matches seeded rows).
   */
  async function expectPagesAsDatabase(
    [, filter, where, sort]: (typeof CASES)[number],
    lookup: (
      filter: SecurityFilter,
      sort: SecuritySort,
      page: number,
      pageSize: number,
    ) => Promise<{ total: number; rows: readonly { code: string }[] }>,
  ): Promise<void> {
    const expected = await db.query<{ code: string }>(
      `select code from securities where ${where} order by ${orderBy(sort)}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const pageSize = 20;
    const pages = Math.max(1, Math.ceil(expected.length / pageSize));
    for (const page of [1, Math.min(2, pages), pages]) {
      const answer = await lookup(filter, sort, page, pageSize);
      expect(answer.total).toBe(expected.length);
      const slice = expected.slice((page - 1) * pageSize, page * pageSize).map(({ code }) => code);
      expect(answer.rows.map((row) => row.code)).toEqual(slice);
    }
  }

  it.each(CASES)('%s: the same rows, order and count as the database', async (...testCase) => {
    const index = new SecurityLookupIndex(db, { select: 'code, isin, type', orderBy });
    await expectPagesAsDatabase(testCase, (filter, sort, page, pageSize) => index.page(filter, sort, page, pageSize));
  });

  it.each(CASES)(
    '%s: while its snapshot is read, the database answers the same rows, order and count',
    async (...testCase) => {
      const gate = holdingSnapshotReads(db);
      const lookup = createSecurityLookup(gate.db);
      try {
        await expectPagesAsDatabase(testCase, async (filter, sort, page, pageSize) => {
          const answer = await within(5_000, lookup.page(filter, sort, page, pageSize));
          if (answer === TIMED_OUT) throw new Error('the page waited for the snapshot');
          return answer;
        });
        expect(gate.held()).toBeGreaterThan(0); // the snapshot's read had begun
      } finally {
        gate.open();
        lookup.close();
      }
    },
  );

  it('a change heard is in the list at once, from the database, until the new snapshot is read', async () => {
    const hub = createDataChangeHub();
    const gate = holdingSnapshotReads(db);
    const filter: SecurityFilter = { codePrefix: 'ZZHEARD' };
    gate.open();
    const lookup = createSecurityLookup(gate.db, { changes: hub });
    try {
      // The first snapshot is read freely, and then served.
      expect(await lookup.hasCode('ZZHEARD1')).toBe(false);
      expect((await lookup.page(filter, 'code', 1, 20)).total).toBe(0);
      gate.shut();
      await db.query("insert into securities (code, type) values ('ZZHEARD1', 'EQUITY')");
      // Not announced yet: the snapshot answers, without the new row.
      expect((await lookup.page(filter, 'code', 1, 20)).total).toBe(0);
      hub.announce(['securities']);
      await new Promise((resolve) => setImmediate(resolve));
      const answer = await within(3_000, lookup.page(filter, 'code', 1, 20));
      expect(gate.held()).toBe(1); // the new snapshot's read is held back
      expect(answer === TIMED_OUT ? 'waited for the snapshot' : answer.rows.map((row) => row.code)).toEqual([
        'ZZHEARD1',
      ]);
      gate.open();
      expect(await lookup.hasCode('ZZHEARD1')).toBe(true);
    } finally {
      gate.open();
      await db.query("delete from securities where code = 'ZZHEARD1'");
      lookup.close();
      hub.close();
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
