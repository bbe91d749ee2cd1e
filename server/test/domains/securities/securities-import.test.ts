import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../src/db/database.js';
import { importBalancepos, importStatisEfek } from '../../../src/domains/securities/import.js';
import { ImportFileError } from '../../../src/domains/securities/pipe-file.js';
import { seedSecuritiesIfEmpty } from '../../../src/seed/securities/index.js';
import { parseCsv } from '../../../src/text/csv.js';
import { describeEachEngine } from '../../support/engines.js';
import { SEED_DIR } from '../../support/fixtures.js';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures');
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/** Every row of both tables, in a fixed order: what "changes nothing" compares. */
async function snapshot(db: Database): Promise<unknown[]> {
  const securities = await db.query('select * from securities order by code');
  const holdings = await db.query('select * from security_holdings order by code, as_of');
  return [securities, holdings];
}

async function problemsOf(work: Promise<unknown>): Promise<{ line: number; message: string }[]> {
  const error: unknown = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return [...(error as ImportFileError).problems];
}

describeEachEngine('securities importers', (engine) => {
  let db: Database;
  beforeEach(async () => {
    db = await engine.createMigrated();
  });
  afterEach(() => db.close());

  it('imports a StatisEfek file: codes, ISINs, dates, decimals and grouped numbers', async () => {
    const result = await importStatisEfek(db, 'StatisEfek20260831.txt', fixture('StatisEfek20260831.txt'));
    expect(result).toEqual({ rows: 5, inserted: 5, updated: 0, unchanged: 0, securitiesAdded: 0 });
    const [bbca] = await db.query<Record<string, unknown>>(
      `select code, isin, issuer, type, status, listing_date::text as listing_date, as_of::text as as_of,
              nominal_value::text as nominal, number_of_securities::text as number, local_percent::text as local,
              sample
       from securities where code = 'BBCA'`,
    );
    expect(bbca).toEqual({
      code: 'BBCA',
      isin: 'ID1000109507',
      issuer: 'PT Bank Central Asia Tbk',
      type: 'EQUITY',
      status: 'ACTIVE',
      listing_date: '2000-05-31',
      as_of: '2026-08-31',
      nominal: '12.5',
      number: '123275050000',
      local: '38.25',
      sample: false,
    });
    const [bond] = await db.query<Record<string, unknown>>(
      `select isin, maturity_date::text as maturity, interest_rate::text as rate, interest_type, interest_frequency
       from securities where code = 'SMFP07BCN3'`,
    );
    expect(bond).toEqual({
      isin: null,
      maturity: '2027-02-06',
      rate: '6.39',
      interest_type: 'FIXED',
      interest_frequency: '3 MONTHS',
    });
  });

  it('reports every malformed StatisEfek line with its number and writes nothing', async () => {
    const problems = await problemsOf(
      importStatisEfek(db, 'StatisEfek-malformed.txt', fixture('StatisEfek-malformed.txt')),
    );
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7]);
    expect(problems[0]?.message).toMatch(/27 fields, expected 28/);
    expect(problems[1]?.message).toMatch(/Date "31-FOO-2026"/);
    expect(problems[2]?.message).toMatch(/ID1000103801.*check digit \(expected 7\)/);
    expect(problems[3]?.message).toMatch(/BBCA repeats line 2/);
    expect(problems[4]?.message).toMatch(/Nominal Value "1\.000\.000" is not a number/);
    // Line 2 is well formed, yet the file is refused as a whole.
    expect(await db.query('select code from securities')).toEqual([]);
  });

  it('refuses a file that is not of the format (header), naming the line', async () => {
    const problems = await problemsOf(
      importStatisEfek(db, 'BalanceposEfek20240328.txt', fixture('BalanceposEfek20240328.txt')),
    );
    expect(problems).toEqual([
      { line: 1, message: expect.stringMatching(/^the header is not Date\|Code\|Description/) },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    await importBalancepos(db, 'b', fixture('BalanceposEfek20240328.txt'));
    await importStatisEfek(db, 's', fixture('StatisEfek20260831.txt'));
    const before = await snapshot(db);
    expect((before[0] as unknown[]).length).toBeGreaterThan(0);
    const again = await importStatisEfek(db, 's', fixture('StatisEfek20260831.txt'));
    const holdingsAgain = await importBalancepos(db, 'b', fixture('BalanceposEfek20240328.txt'));
    expect(again).toEqual({ rows: 5, inserted: 0, updated: 0, unchanged: 5, securitiesAdded: 0 });
    expect(holdingsAgain).toEqual({ rows: 4, inserted: 0, updated: 0, unchanged: 4, securitiesAdded: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('a newer master file updates what changed; an older one does not overwrite it', async () => {
    const august = fixture('StatisEfek20260831.txt');
    await importStatisEfek(db, 'august', august);
    const september = august
      .replaceAll('31-AUG-2026', '30-SEP-2026')
      .replace('|ACTIVE|IDX|31-MAY-2000', '|SUSPEND|IDX|31-MAY-2000');
    expect(await importStatisEfek(db, 'september', september)).toMatchObject({ inserted: 0, updated: 5 });
    const status = async () =>
      (await db.query<{ status: string }>("select status from securities where code = 'BBCA'"))[0]?.status;
    expect(await status()).toBe('SUSPEND');
    expect(await importStatisEfek(db, 'august again', august)).toMatchObject({ updated: 0, unchanged: 5 });
    expect(await status()).toBe('SUSPEND');
  });

  it('imports a BalanceposEfek file: holdings by investor type, and master rows for codes it lacks', async () => {
    await importStatisEfek(db, 's', fixture('StatisEfek20260831.txt'));
    const result = await importBalancepos(db, 'b', fixture('BalanceposEfek20240328.txt'));
    // AALI and EATR01X1SCF are new to the master; BBCA and SMFP07BCN3 came with the master file.
    expect(result).toEqual({ rows: 4, inserted: 4, updated: 0, unchanged: 0, securitiesAdded: 2 });
    const added = await db.query<{ code: string; type: string; isin: string | null }>(
      "select code, type, isin from securities where code in ('AALI', 'EATR01X1SCF') order by code",
    );
    expect(added).toEqual([
      { code: 'AALI', type: 'EQUITY', isin: null },
      { code: 'EATR01X1SCF', type: 'DEBT CROWD FUNDING', isin: null },
    ]);
    const [aali] = await db.query<Record<string, string | null>>(
      `select as_of::text as as_of, number_of_securities::text as number, price::text as price,
              local_is::text as local_is, local_total::text as local_total, foreign_ot::text as foreign_ot,
              foreign_total::text as foreign_total
       from security_holdings where code = 'AALI'`,
    );
    // The fixture's AALI line: 28-MAR-2024|AALI|EQUITY|1924688333|6900|64606727|…|289924491|…|8407049|100865102
    expect(aali).toEqual({
      as_of: '2024-03-28',
      number: '1924688333',
      price: '6900',
      local_is: '64606727',
      local_total: '289924491',
      foreign_ot: '8407049',
      foreign_total: '100865102',
    });
    const [crowdfunding] = await db.query<{ number: string | null }>(
      "select number_of_securities as number from security_holdings where code = 'EATR01X1SCF'",
    );
    expect(crowdfunding?.number).toBeNull();
  });

  it('reports a malformed BalanceposEfek line and adds neither holdings nor master rows', async () => {
    const problems = await problemsOf(
      importBalancepos(db, 'BalanceposEfek-malformed.txt', fixture('BalanceposEfek-malformed.txt')),
    );
    expect(problems).toEqual([{ line: 4, message: 'Price "x" is not a number' }]);
    expect(await snapshot(db)).toEqual([[], []]);
  });

  it('rolls the whole file back when the database refuses part of it', async () => {
    // A fault after the master rows were written: the holdings statement fails on one line.
    await db.exec(`
      create function refuse_bbca() returns trigger language plpgsql as $$
      begin
        if new.code = 'BBCA' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger refuse_bbca before insert on security_holdings for each row execute function refuse_bbca();
    `);
    await expect(importBalancepos(db, 'b', fixture('BalanceposEfek20240328.txt'))).rejects.toThrow(
      /refused for the test/,
    );
    expect(await snapshot(db)).toEqual([[], []]);
  });

  it('flags the rows of a file imported as sample', async () => {
    await importStatisEfek(db, 's', fixture('StatisEfek20260831.txt'), { sample: true });
    const flags = await db.query<{ sample: boolean }>('select distinct sample from securities');
    expect(flags).toEqual([{ sample: true }]);
  });

  it("seeds the master from KSEI's holding composition of 28 Mar 2024 and the verified ISINs, once", async () => {
    expect(await seedSecuritiesIfEmpty(db, SEED_DIR)).toBe(true);
    const [counts] = await db.query<{ securities: number; holdings: number; samples: number; dates: string[] }>(
      `select (select count(*) from securities)::int as securities,
              (select count(*) from security_holdings)::int as holdings,
              (select count(*) from securities where sample)::int as samples,
              (select array_agg(distinct as_of::text) from security_holdings) as dates`,
    );
    // 2,948 securities with codes and types on that date, all of them real.
    expect(counts).toEqual({ securities: 2948, holdings: 2948, samples: 0, dates: ['2024-03-28'] });
    const tickers = parseCsv(fs.readFileSync(path.join(SEED_DIR, 'isin_tickers.csv'), 'utf8'));
    expect(tickers.length).toBeGreaterThan(0);
    const withIsin = await db.query<{ code: string; isin: string; issuer: string }>(
      'select code, isin, issuer from securities where isin is not null order by code',
    );
    expect(withIsin).toEqual(
      tickers
        .map((row) => ({ code: row['local_code'], isin: row['isin'], issuer: row['issuer'] }))
        .sort((a, b) => String(a.code).localeCompare(String(b.code))),
    );
    const before = await snapshot(db);
    expect(await seedSecuritiesIfEmpty(db, SEED_DIR)).toBe(false);
    expect(await snapshot(db)).toEqual(before);
  });
});
