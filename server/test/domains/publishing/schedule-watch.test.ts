/**
 * Each server's once-a-second look for scheduled items: an idle look writes nothing (even an insert of
 * no rows would fire the search tables' triggers and make every server reload its search index each
 * second, which held start-up readiness back), and a look after an item fell due writes its search
 * documents once, however many servers look.
 */
import type { Database } from '../../../src/db/database.js';
import { adoptPublishedRows, watchSchedules } from '../../../src/domains/publishing/index.js';
import { describeEachEngine } from '../../support/engines.js';

const searchVersion = async (db: Database) =>
  (await db.query<{ version: string }>('select version::text as version from search_version'))[0]?.version;

describeEachEngine('the schedule look', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createSeeded();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('writes nothing when nothing fell due, on a first look and after', async () => {
    const watch = watchSchedules(db, { intervalMs: 3_600_000 });
    try {
      const before = await searchVersion(db);
      expect(await watch.look()).toEqual([]);
      expect(await watch.look()).toEqual([]);
      expect(await searchVersion(db)).toBe(before);
    } finally {
      await watch.stop();
    }
  });

  it('gives an announcement that fell due its search documents once, with two servers looking', async () => {
    const first = watchSchedules(db, { intervalMs: 3_600_000 });
    const second = watchSchedules(db, { intervalMs: 3_600_000 });
    try {
      await first.look();
      await second.look();
      // Published by hand a moment ahead, as an approval would write it (no documents yet).
      await db.query(
        `insert into announcements (id, type, date, reference_number, title_id, title_en, attachments, sample, published_at)
         values ('due-soon', 'operational', '2026-11-27', 'KSEI-77777/JKU/1126', 'Judul Jatuhtempo', 'Falling due title',
                 '[]', false, now() + interval '300 milliseconds')`,
      );
      await adoptPublishedRows(db);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const looks = await Promise.all([first.look(), second.look()]);
      expect(looks.flat()).toContain('announcement');
      const documents = await db.query<{ locale: string; title: string }>(
        `select locale, title from search_documents where params ->> 'id' = 'due-soon' order by locale`,
      );
      expect(documents).toEqual([
        { locale: 'en', title: 'Falling due title' },
        { locale: 'id', title: 'Judul Jatuhtempo' },
      ]);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
