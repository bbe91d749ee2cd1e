import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createPgliteDatabase } from '../../src/db/pglite.js';
import { MIGRATIONS_DIR } from '../support/fixtures.js';
import { createTestPglite } from '../support/pglite-template.js';

describe('PGlite database and migrations', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createPgliteDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once and is a no-op the second time', async () => {
    const first = await migrate(db, MIGRATIONS_DIR);
    expect(first).toContain('001_legacy_redirects');
    const second = await migrate(db, MIGRATIONS_DIR);
    expect(second).toEqual([]);
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((row) => row.version)).toEqual(first);
  });

  it('creates an empty legacy_redirects table that only accepts 301 and 302', async () => {
    await migrate(db, MIGRATIONS_DIR);
    expect(await db.query('select * from legacy_redirects')).toEqual([]);
    await db.query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', ['/old', '/id']);
    const [row] = await db.query<{ status: number }>('select status from legacy_redirects where from_url = $1', [
      '/old',
    ]);
    expect(row?.status).toBe(301);
    await expect(
      db.query('insert into legacy_redirects (from_url, to_path, status) values ($1, $2, $3)', ['/bad', '/id', 307]),
    ).rejects.toThrow();
    await db.query('delete from legacy_redirects');
  });

  it('rolls a failed migration back entirely and does not record it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '001_ok.sql'), 'create table ok_table (id int);');
      fs.writeFileSync(
        path.join(dir, '002_broken.sql'),
        'create table half_table (id int); select * from missing_table;',
      );
      fs.writeFileSync(path.join(dir, 'README.md'), 'not a migration');
      const scratch = await createPgliteDatabase();
      try {
        await expect(migrate(scratch, dir)).rejects.toThrow(/missing_table/);
        const versions = await scratch.query<{ version: string }>('select version from schema_migrations');
        expect(versions.map((row) => row.version)).toEqual(['001_ok']);
        const tables = await scratch.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_name in ('ok_table', 'half_table')",
        );
        expect(tables.map((row) => row.name)).toEqual(['ok_table']);
      } finally {
        await scratch.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps PGlite files on disk when given a directory', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-pglite-')), 'nested', 'pglite');
    const onDisk = await createPgliteDatabase(dir);
    try {
      await migrate(onDisk, MIGRATIONS_DIR);
      await onDisk.query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', ['/kept', '/id']);
    } finally {
      await onDisk.close();
    }
    const reopened = await createPgliteDatabase(dir);
    try {
      expect(await migrate(reopened, MIGRATIONS_DIR)).toEqual([]);
      expect(await reopened.query('select from_url from legacy_redirects')).toEqual([{ from_url: '/kept' }]);
    } finally {
      await reopened.close();
      fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
    }
  });
});

describe('migration 009: regulation numbers per language', () => {
  it('words the numbers of rows seeded before it in each language, leaving other numbers alike in both', async () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-migrations-'));
    const db = await createTestPglite();
    try {
      for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((file) => file < '009')) {
        fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
      }
      await migrate(db, before);
      // Numbers as the seed wrote them when a number had one wording for both pages.
      const old = [
        'Regulation of KSEI Number VI-D',
        '-',
        'UU No. 8 Tahun 1995',
        'POJK No. 10/POJK.04/2016',
        'Rancangan Peraturan KSEI II-X',
        'Ketentuan Pelaksanaan 3',
        'Nomor operator sendiri',
      ];
      for (const [index, number] of old.entries()) {
        await db.query(
          `insert into regulations (id, category, number, decree_number, title_id, title_en, date, sample)
           values ($1, 'ksei-regulations', $2, '-', 'Judul', 'Title', '2024-01-01', false)`,
          [`r${index}`, number],
        );
      }
      // 009 and every later migration run; 009 first, on the rows seeded before it.
      expect((await migrate(db, MIGRATIONS_DIR))[0]).toBe('009_regulation_number_locales');
      const rows = await db.query<{ number_id: string; number_en: string }>(
        'select number_id, number_en from regulations order by id',
      );
      expect(rows).toEqual([
        { number_id: 'Peraturan KSEI Nomor VI-D', number_en: 'Regulation of KSEI Number VI-D' },
        { number_id: '-', number_en: '-' },
        { number_id: 'UU No. 8 Tahun 1995', number_en: 'Law No. 8 of 1995' },
        { number_id: 'POJK No. 10/POJK.04/2016', number_en: 'POJK No. 10/POJK.04/2016' },
        { number_id: 'Rancangan Peraturan KSEI II-X', number_en: 'KSEI Regulation Draft II-X' },
        { number_id: 'Ketentuan Pelaksanaan 3', number_en: 'Operating Procedure 3' },
        { number_id: 'Nomor operator sendiri', number_en: 'Nomor operator sendiri' },
      ]);
    } finally {
      await db.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
