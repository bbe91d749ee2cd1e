import type { Database } from '../../src/db/database.js';
import { Conditions, listPage, orderBy } from '../../src/db/sql.js';
import { createTestPglite } from '../support/pglite-template.js';

/**
 * The list helpers every API list uses, on a table of their own: a search box's text is matched
 * literally (a reader searching "50%" or "a_b" means those characters, not SQL wildcards), and a page
 * past the end still reports the list's real total so the pager can send the reader back.
 */
describe('API list helpers', () => {
  let db: Database;
  const titles = [
    '50% discount',
    '500 discount',
    'a_b rule',
    'axb rule',
    'C:\\dir path',
    'C:dir path',
    'Annual Report',
  ];

  beforeAll(async () => {
    db = await createTestPglite();
    await db.exec('create table items (id int primary key, title text not null)');
    for (const [index, title] of titles.entries()) {
      await db.query('insert into items (id, title) values ($1, $2)', [index + 1, title]);
    }
  });
  afterAll(async () => {
    await db.close();
  });

  async function search(text: string | undefined): Promise<string[]> {
    const conditions = new Conditions().contains('title', text);
    const rows = await db.query<{ title: string }>(
      `select title from items ${conditions.where} order by id`,
      conditions.params,
    );
    return rows.map((row) => row.title);
  }

  describe('Conditions.contains', () => {
    it('matches a part of the title whatever its case', async () => {
      expect(await search('annual rep')).toEqual(['Annual Report']);
    });

    it('matches "%" literally, not as "any characters"', async () => {
      expect(await search('50%')).toEqual(['50% discount']);
    });

    it('matches "_" literally, not as "any one character"', async () => {
      expect(await search('a_b')).toEqual(['a_b rule']);
    });

    it('matches a backslash literally', async () => {
      expect(await search('C:\\dir')).toEqual(['C:\\dir path']);
    });

    it('ignores spaces around the text', async () => {
      expect(await search('  axb  ')).toEqual(['axb rule']);
    });

    it('adds no condition for missing, empty or blank text', async () => {
      for (const text of [undefined, '', '   ']) {
        const conditions = new Conditions().contains('title', text);
        expect(conditions.where).toBe('');
        expect(conditions.params).toEqual([]);
        expect(await search(text)).toEqual(titles);
      }
    });

    it('joins several conditions with "and", each with its own numbered parameter', async () => {
      const conditions = new Conditions().contains('title', 'rule').add('id > ?', 3);
      expect(conditions.where).toBe('where title ilike $1 and id > $2');
      expect(conditions.params).toEqual(['%rule%', 3]);
      const rows = await db.query<{ title: string }>(`select title from items ${conditions.where}`, conditions.params);
      expect(rows.map((row) => row.title)).toEqual(['axb rule']);
    });

    it('containsAny matches the text in any of several columns, with one parameter', async () => {
      const conditions = new Conditions().containsAny(['title', "'x' || id::text"], 'X7');
      expect(conditions.where).toBe("where (title ilike $1 or 'x' || id::text ilike $1)");
      expect(conditions.params).toEqual(['%X7%']);
      const rows = await db.query<{ title: string }>(`select title from items ${conditions.where}`, conditions.params);
      expect(rows.map((row) => row.title)).toEqual(['Annual Report']);
      expect(new Conditions().containsAny(['title', 'body'], ' ').where).toBe('');
    });

    it('uses the one parameter for every "?" in a condition', () => {
      const conditions = new Conditions().add('(a = ? or b = ?)', 'x');
      expect(conditions.where).toBe('where (a = $1 or b = $1)');
      expect(conditions.params).toEqual(['x']);
    });
  });

  describe('listPage', () => {
    const page = (pageNumber: number, text?: string) =>
      listPage<{ id: number; title: string }, string>(
        db,
        { select: 'id, title', from: 'items', conditions: new Conditions().contains('title', text), orderBy: 'id' },
        { page: pageNumber, pageSize: 3, locale: 'en' },
        (row) => row.title,
      );

    it('gives one page of items in order with the whole list’s total', async () => {
      expect(await page(1)).toEqual({
        data: titles.slice(0, 3),
        meta: { page: 1, pageSize: 3, total: 7, totalPages: 3 },
      });
    });

    it('gives the next items on the next page and the remainder on the last', async () => {
      expect((await page(2)).data).toEqual(titles.slice(3, 6));
      expect((await page(3)).data).toEqual(titles.slice(6));
    });

    it('reports the real total on a page past the end, with no items', async () => {
      expect(await page(9)).toEqual({ data: [], meta: { page: 9, pageSize: 3, total: 7, totalPages: 3 } });
      expect((await page(9, 'rule')).meta).toEqual({ page: 9, pageSize: 3, total: 2, totalPages: 1 });
    });

    it('reports zero items and zero pages when nothing matches', async () => {
      expect(await page(1, 'no such title')).toEqual({
        data: [],
        meta: { page: 1, pageSize: 3, total: 0, totalPages: 0 },
      });
    });
  });

  describe('orderBy', () => {
    const columns = { date: 'published_on', title: 'title_en' };

    it('sorts ascending by a known key and descending with a leading "-", then by the tie breaker', () => {
      expect(orderBy('date', columns, 'id')).toBe('published_on asc, id');
      expect(orderBy('-title', columns, 'id')).toBe('title_en desc, id');
    });

    it('refuses a key outside the allowed map', () => {
      expect(() => orderBy('-id', columns, 'id')).toThrow('unknown sort -id');
      expect(() => orderBy('published_on', columns, 'id')).toThrow('unknown sort published_on');
    });
  });
});
