import { PRODUCT_SECURITY_TYPES } from '../../src/domains/securities/product-types.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_PAGE_KEYS, REGULATION_CATEGORIES, INVESTMENT_PRODUCT_TYPES } from '@ksei/shared/node';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { renderSeedFile, type SeedFile } from '../../src/domains/downloads/index.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { todayInJakarta } from '@ksei/shared/node';
import { describeEachEngine } from '../support/engines.js';
import { MIGRATIONS_DIR, SEED_DIR } from '../support/fixtures.js';

const count = async (db: Database, sql: string, params: unknown[] = []): Promise<number> => {
  const [row] = await db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return row?.n ?? -1;
};

describeEachEngine('migrations and seed', (engine) => {
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-seed-'));
    db = await engine.create();
    await migrate(db, MIGRATIONS_DIR);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database once, and is a no-op after that', async () => {
    expect(await seedIfEmpty(db, { seedDir: SEED_DIR })).toBe(true);
    const before = await count(db, 'select count(*) from announcements');
    expect(await seedIfEmpty(db, { seedDir: SEED_DIR })).toBe(false);
    expect(await count(db, 'select count(*) from announcements')).toBe(before);
    expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
  });

  it('holds the volumes the pages need for paging, filters and search', async () => {
    expect(await count(db, 'select count(*) from press_releases')).toBeGreaterThanOrEqual(40);
    expect(
      await count(db, 'select count(*) from press_releases where jsonb_array_length(images) between 1 and 3'),
    ).toBeGreaterThan(10);
    expect(await count(db, 'select count(*) from announcements')).toBeGreaterThanOrEqual(100);
    expect(await count(db, 'select count(distinct type) from announcements')).toBeGreaterThanOrEqual(5);
    expect(
      await count(db, "select count(distinct to_char(date, 'YYYY-MM')) from announcements"),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await count(db, 'select count(*) from announcements where date = $1::date', [todayInJakarta()]),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(db, 'select count(*) from events')).toBeGreaterThanOrEqual(10);
    expect(await count(db, 'select count(*) from bulletins')).toBeGreaterThanOrEqual(12);
    expect(await count(db, 'select count(*) from other_publications')).toBeGreaterThanOrEqual(10);
    for (const category of REGULATION_CATEGORIES) {
      expect(
        await count(db, 'select count(*) from regulations where category = $1', [category]),
      ).toBeGreaterThanOrEqual(8);
    }
    expect(
      await count(db, "select count(*) from management_members where board = 'commissioners'"),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(db, "select count(*) from management_members where board = 'directors'")).toBeGreaterThanOrEqual(
      4,
    );
    expect(await count(db, 'select count(*) from shareholders')).toBeGreaterThanOrEqual(5);
    expect(await count(db, 'select count(*) from faqs')).toBeGreaterThanOrEqual(20);
    expect(await count(db, 'select count(distinct category) from faqs')).toBeGreaterThanOrEqual(4);
    expect(await count(db, 'select count(*) from vacancies')).toBeGreaterThanOrEqual(8);
    expect(await count(db, 'select count(distinct division) from vacancies')).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'select count(distinct status) from vacancies')).toBe(2);
    expect(await count(db, 'select count(*) from vacancies where closing_date < current_date')).toBeGreaterThan(0);
    expect(await count(db, 'select count(*) from vacancies where closing_date > current_date')).toBeGreaterThan(0);
    expect(await count(db, 'select count(*) from instruction_schedule')).toBeGreaterThanOrEqual(8);
    // Every registered-product list has products: the securities master of its types.
    for (const type of INVESTMENT_PRODUCT_TYPES) {
      expect(
        await count(db, 'select count(*) from securities where type = any($1::text[])', [PRODUCT_SECURITY_TYPES[type]]),
      ).toBeGreaterThanOrEqual(10);
    }
    expect(await count(db, 'select count(*) from content_pages')).toBe(Object.keys(CONTENT_PAGE_KEYS).length);
    // The old site's addresses are declared by the pages that replace them: the table is the operator's.
    expect(await count(db, 'select count(*) from legacy_redirects')).toBe(0);
  });

  it('stores the real facts unmarked: KSEI decrees, SID total, history', async () => {
    const [regulation] = await db.query<{ number_id: string; number_en: string; sample: boolean; title_en: string }>(
      "select number_id, number_en, sample, title_en from regulations where decree_number = 'KEP-0014/DIR/KSEI/0224'",
    );
    expect(regulation).toEqual({
      number_id: 'Peraturan KSEI Nomor I-B',
      number_en: 'Regulation of KSEI Number I-B',
      sample: false,
      title_en: 'Main Securities Account',
    });
    const [figure] = await db.query<{ value: number; as_of: string }>(
      'select value::float8 as value, as_of::text as as_of from key_figures',
    );
    expect(figure).toEqual({ value: 17016329, as_of: '2025-07-03' });
    const [journey] = await db.query<{ blocks_en: { type: string; items: { date: string }[] }[]; sample: boolean }>(
      "select blocks_en, sample from content_pages where key = 'journey'",
    );
    expect(journey?.sample).toBe(false);
    expect(journey?.blocks_en[0]?.items.map((item) => item.date)).toContain('1997-12-23');
  });

  it('records every generated file in seed_files, its size as the content links say, and writes no file', async () => {
    const files = await db.query<SeedFile>('select path, kind, title, width, height from seed_files');
    expect(files.length).toBeGreaterThan(200);
    // Every link in the content is a recorded file, with the size of the bytes served for it.
    const links = await db.query<{ url: string; size: number }>(
      `select f->>'url' as url, (f->>'sizeBytes')::int as size
       from (select jsonb_array_elements(attachments) as f from announcements
             union all select file from bulletins union all select file from other_publications
             union all select file from regulations where file is not null) as linked`,
    );
    expect(links.length).toBeGreaterThan(100);
    const byPath = new Map(files.map((file) => [file.path, file]));
    for (const link of links) {
      const file = byPath.get(link.url.replace(/^\/files\//, ''));
      expect(file).toBeDefined();
      expect(renderSeedFile(file as SeedFile).length).toBe(link.size);
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('indexes both locales for search with the simple configuration', async () => {
    expect(await count(db, "select count(*) from search_documents where locale = 'id'")).toBe(
      await count(db, "select count(*) from search_documents where locale = 'en'"),
    );
    expect(
      await count(db, "select count(*) from search_documents where tsv @@ to_tsquery('simple', 'whistleblowing')"),
    ).toBeGreaterThan(0);
    expect(
      await count(db, "select count(*) from search_documents where 'whistleblwing' <% lower(title)"),
    ).toBeGreaterThan(0);
  });
});
