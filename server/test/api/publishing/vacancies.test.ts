/**
 * Vacancies published by staff, on both engines: the seed's are items staff can revise, their lists
 * read back a line each; a new one's specifications and requirements are written one per line and
 * published as lists; a division the site does not hold, too many lines or a line too long is refused
 * with the field named; marked filled, it stays listed as filled; unpublished, its address answers 410.
 */
import type { EditorItem, Vacancy } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { act, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;
const detail = async (server: PublishingServer, slug: string, locale = 'en') =>
  server.app.inject({ url: `/api/vacancies/${slug}?locale=${locale}` });

async function aDivision(server: PublishingServer): Promise<string> {
  const [row] = await server.db.query<{ code: string }>('select code from divisions order by code limit 1');
  return row!.code;
}

function vacancyData(division: string, word: string) {
  return {
    shared: { division, status: 'open', closingDate: '2026-12-31' },
    parts: {
      id: {
        position: `Staf ${word}`,
        description: 'Mengelola layanan kustodian.\nBekerja sama dengan tim operasional.',
        specifications: 'Penempatan di Jakarta\n\n  Kontrak satu tahun  ',
        qualificationRequirements: 'S1 Akuntansi\nPengalaman dua tahun',
        additionalInformation: '',
      },
      en: {
        position: `${word} Officer`,
        description: 'Manages custody services.\nWorks with the operations team.',
        specifications: 'Based in Jakarta\nOne-year contract',
        qualificationRequirements: 'Bachelor of Accounting\nTwo years of experience',
        additionalInformation: 'Women are encouraged to apply.',
      },
    },
  };
}

describeEachEngine('vacancies published by staff', (engine) => {
  const server = usePublishingServer(engine);

  it("the seed's vacancies are items; their lists read back a line each", async () => {
    const [seeded] = await server().db.query<{ n: number; slug: string; lines: number }>(
      `select (select count(*)::int from vacancies) as n, slug, jsonb_array_length(specifications_en)::int as lines
       from vacancies order by slug limit 1`,
    );
    const list = await server().call('hana', 'GET', '/api/publishing/vacancy?pageSize=100');
    const items = (list.json() as { data: EditorItem[]; meta: { total: number } }).data;
    expect((list.json() as { meta: { total: number } }).meta.total).toBe(seeded?.n);
    const one = items.find((candidate) => candidate.key === seeded?.slug);
    const full = item(await server().call('hana', 'GET', `/api/publishing/vacancy/${one!.id}`));
    expect(full.data.parts.en?.['specifications']?.split('\n')).toHaveLength(seeded!.lines);
    expect(full.parts).toEqual({ id: 'ready', en: 'ready' });
  });

  it('refuses a division the site does not hold, too many lines and a line too long, naming the field', async () => {
    const division = await aDivision(server());
    const cases: [object, string, RegExp][] = [
      [{ shared: { division: 'no-such-division' } }, 'shared.division', /^Division is not one of the choices\.$/],
      [
        { en: { specifications: Array.from({ length: 31 }, (_, i) => `Line ${i}`).join('\n') } },
        'en.specifications',
        /has too many lines \(at most 30\)\.$/,
      ],
      [
        { en: { qualificationRequirements: 'x'.repeat(501) } },
        'en.qualificationRequirements',
        /at most 500 characters/,
      ],
    ];
    for (const [change, field, message] of cases) {
      const data = vacancyData(division, 'Tolak');
      const changed = {
        shared: { ...data.shared, ...('shared' in change ? (change.shared as object) : {}) },
        parts: { ...data.parts, en: { ...data.parts.en, ...('en' in change ? (change.en as object) : {}) } },
      };
      const answer = await server().call('hana', 'POST', '/api/publishing/vacancy?locale=en', {
        key: 'lowongan-tolak',
        data: changed,
      });
      expect([field, answer.statusCode]).toEqual([field, 400]);
      const fields = (answer.json() as { error: { fields: { name: string; message: string }[] } }).error.fields;
      expect(fields).toEqual([{ name: field, message: expect.stringMatching(message) }]);
    }
    const [stored] = await server().db.query<{ n: number }>(
      "select count(*)::int as n from content_items where key = 'lowongan-tolak'",
    );
    expect(stored?.n).toBe(0);
  });

  it('published by a second person as lists; marked filled it stays listed; unpublished it answers 410', async () => {
    const division = await aDivision(server());
    const created = await server().call('hana', 'POST', '/api/publishing/vacancy', {
      key: 'staf-kustodian-uji',
      data: vacancyData(division, 'Kustodianuji'),
    });
    expect(created.statusCode).toBe(201);
    const review = item(await act(server(), 'hana', item(created), 'submit'));
    expect((await act(server(), 'hana', review, 'approve')).statusCode).toBe(403);
    const live = item(await act(server(), 'indra', review, 'approve'));

    const page = await fresh(
      () => detail(server(), 'staf-kustodian-uji', 'id'),
      (answer) => answer.statusCode === 200,
    );
    expect((page.json() as { data: Vacancy }).data).toMatchObject({
      position: 'Staf Kustodianuji',
      status: 'open',
      specifications: ['Penempatan di Jakarta', 'Kontrak satu tahun'],
      qualificationRequirements: ['S1 Akuntansi', 'Pengalaman dua tahun'],
      additionalInformation: '',
      withdrawal: null,
    });

    // Filled: a new revision with the status changed, both languages still holding.
    const data = vacancyData(division, 'Kustodianuji');
    const saved = await server().call('hana', 'PUT', `/api/publishing/vacancy/${live.id}`, {
      version: live.version,
      data: { ...data, shared: { ...data.shared, status: 'filled' } },
    });
    expect(saved.statusCode).toBe(200);
    const again = item(await act(server(), 'hana', item(saved), 'submit'));
    const filled = item(await act(server(), 'indra', again, 'approve'));
    const list = await fresh(
      async () =>
        (
          (await server().app.inject({ url: '/api/vacancies?status=filled&pageSize=100' })).json() as {
            data: { slug: string }[];
          }
        ).data.map((one) => one.slug),
      (slugs) => slugs.includes('staf-kustodian-uji'),
    );
    expect(list).toContain('staf-kustodian-uji');

    expect((await act(server(), 'indra', filled, 'unpublish')).statusCode).toBe(200);
    const gone = await fresh(
      async () => (await detail(server(), 'staf-kustodian-uji')).statusCode,
      (status) => status === 410,
    );
    expect(gone).toBe(410);
  });
});
