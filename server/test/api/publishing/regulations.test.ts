/**
 * Regulations published by staff, on both engines: the seed's regulations are items staff can revise;
 * a new one, with a PDF per language, is refused to its own author, approved by a second publisher of
 * the regulations section, and from then on listed, served under KSEI's download names and found by
 * words only inside its PDF; scheduled, it is nowhere before its time; withdrawn, it stays with the
 * reason; unpublished, its address answers 410. The publication section's staff cannot touch it.
 */
import type { EditorItem, ListResponse, Regulation } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { makePdf } from '../../support/pdf-files.js';
import { act, fresh, usePublishingServer, type Person, type PublishingServer } from '../../support/publishing.js';

const UPLOAD = '/api/publishing/regulation/attachments';
const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;
const searchTotal = async (server: PublishingServer, q: string, locale: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=${locale}` })).json() as { total: number }).total;
const publicList = async (server: PublishingServer, q: string, locale = 'id') =>
  (
    (
      await server.app.inject({ url: `/api/regulations?category=ksei-regulations&q=${q}&locale=${locale}` })
    ).json() as ListResponse<Regulation>
  ).data;

/** A complete regulation in both languages, as an editor fills it in; `word` is in its titles. */
function regulationData(decree: string, word: string, files?: { id: number; en: number }) {
  return {
    shared: { category: 'ksei-regulations', decreeNumber: decree, date: '2026-11-20' },
    parts: {
      id: {
        number: 'Peraturan KSEI Nomor IX-Z',
        title: `Layanan Uji ${word}`,
        ...(files ? { file: String(files.id) } : {}),
      },
      en: {
        number: 'KSEI Regulation Number IX-Z',
        title: `Test Service ${word}`,
        ...(files ? { file: String(files.en) } : {}),
      },
    },
  };
}

/** Two PDFs with words of their own, uploaded by fajar; their stored ids. */
async function uploadPair(server: PublishingServer, words: { id: string; en: string }) {
  const ids: number[] = [];
  for (const [name, words_] of [
    ['peraturan_ID.pdf', ['Ketentuan umum', words.id]],
    ['regulation_ENG.pdf', ['General provisions', words.en]],
  ] as const) {
    const answer = await server.upload('fajar', makePdf({ title: name, lines: [...words_] }), name, UPLOAD);
    expect(answer.statusCode).toBe(201);
    ids.push((answer.json() as { data: { id: number } }).data.id);
  }
  return { id: ids[0]!, en: ids[1]! };
}

/** Created and submitted by `author`; resolves to the submitted item. */
async function submitted(server: PublishingServer, key: string, data: object, author: Person = 'fajar') {
  const created = await server.call(author, 'POST', '/api/publishing/regulation', { key, data });
  expect(created.statusCode).toBe(201);
  const answer = await act(server, author, item(created), 'submit');
  expect(answer.statusCode).toBe(200);
  return item(answer);
}

describeEachEngine('regulations published by staff', (engine) => {
  const server = usePublishingServer(engine);

  it("the seed's regulations are published items of the editor's list, one each", async () => {
    const [seeded] = await server().db.query<{ n: number }>('select count(*)::int as n from regulations');
    expect(seeded?.n).toBeGreaterThan(0);
    const list = await server().call('fajar', 'GET', '/api/publishing/regulation?locale=id&pageSize=1');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json() as { data: EditorItem[]; meta: { total: number } };
    expect(body.meta.total).toBe(seeded?.n);
    expect(body.data[0]).toMatchObject({ type: 'regulation', public: 'published', working: 'settled' });
  });

  it('the publication section cannot read or write regulations, nor the regulations section announcements', async () => {
    expect((await server().call('ayu', 'GET', '/api/publishing/regulation')).statusCode).toBe(403);
    const create = await server().call('ayu', 'POST', '/api/publishing/regulation', {
      key: 'ksei-regulations-ayu',
      data: regulationData('KEP-0001/DIR/KSEI/1126', 'ayu'),
    });
    expect(create.statusCode).toBe(403);
    expect((await server().call('fajar', 'GET', '/api/publishing/announcement')).statusCode).toBe(403);
  });

  it('written with a PDF per language, refused to its author, approved by a second publisher: listed, served and found inside', async () => {
    const words = { id: 'kliringzamrud', en: 'clearingemerald' };
    const files = await uploadPair(server(), words);
    const key = 'ksei-regulations-kep-0091-dir-ksei-1126';
    const review = await submitted(server(), key, regulationData('KEP-0091/DIR/KSEI/1126', 'Kustodian', files));
    const own = await act(server(), 'fajar', review, 'approve');
    expect(own.statusCode).toBe(403);
    expect((own.json() as { error: { reason: string } }).error.reason).toBe('twoPersonRule');
    expect((await act(server(), 'gita', review, 'approve')).statusCode).toBe(200);

    const [id] = await fresh(
      () => publicList(server(), 'KEP-0091'),
      (list) => list.length === 1,
    );
    const [en] = await publicList(server(), 'KEP-0091', 'en');
    expect(id).toMatchObject({
      id: key,
      number: 'Peraturan KSEI Nomor IX-Z',
      title: 'Layanan Uji Kustodian',
      decreeNumber: 'KEP-0091/DIR/KSEI/1126',
      locales: ['id', 'en'],
      withdrawal: null,
      sample: false,
      file: { url: '/files/regulations/KSEI_REGULATIONS_KEP_0091_DIR_KSEI_1126_ID.pdf' },
    });
    expect(en).toMatchObject({
      title: 'Test Service Kustodian',
      file: { url: '/files/regulations/KSEI_REGULATIONS_KEP_0091_DIR_KSEI_1126_ENG.pdf' },
    });
    const pdf = await server().app.inject({ url: en!.file!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(words.en);

    // Words only inside one language's PDF find it in that language, and not in the other.
    const found = await fresh(
      async () => [
        await searchTotal(server(), words.id, 'id'),
        await searchTotal(server(), words.en, 'en'),
        await searchTotal(server(), words.id, 'en'),
      ],
      (totals) => totals[0] === 1 && totals[1] === 1,
    );
    expect(found).toEqual([1, 1, 0]);
  });

  it('scheduled: not listed nor searchable before its time; listed and found after it', async () => {
    const key = 'ksei-regulations-kep-0092-dir-ksei-1126';
    const review = await submitted(server(), key, regulationData('KEP-0092/DIR/KSEI/1126', 'Safirnusantara'));
    const at = new Date(Date.now() + 3_000);
    const approved = await act(server(), 'gita', review, 'approve', { publishAt: at.toISOString() });
    expect(item(approved)).toMatchObject({ public: 'scheduled' });
    expect(await publicList(server(), 'KEP-0092')).toEqual([]);
    expect((await server().app.inject({ url: `/api/regulations/${key}` })).statusCode).toBe(404);
    const [early] = await server().db.query<{ n: number }>(
      `select count(*)::int as n from search_documents where title ilike '%safirnusantara%'`,
    );
    expect(early?.n).toBe(0);
    expect(Date.now()).toBeLessThan(at.getTime());

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    const listed = await fresh(
      () => publicList(server(), 'KEP-0092'),
      (list) => list.length === 1,
    );
    expect(listed.map((one) => one.id)).toEqual([key]);
    const total = await fresh(
      () => searchTotal(server(), 'safirnusantara', 'id'),
      (n) => n === 1,
    );
    expect(total).toBe(1);
  });

  it("a seeded regulation's major revision replaces its search documents and keeps the seed's PDF", async () => {
    const [seeded] = await server().db.query<{ key: string; item: number; file: { url: string } }>(
      `select r.id as key, i.id::int as item, r.file from regulations r
       join content_items i on i.type = 'regulation' and i.key = r.id
       where r.file is not null order by r.id limit 1`,
    );
    expect(seeded).toBeDefined();
    const current = item(await server().call('fajar', 'GET', `/api/publishing/regulation/${seeded!.item}`));
    const data = {
      ...current.data,
      parts: {
        id: { ...current.data.parts.id, title: 'Ketentuan Rubikalimantan' },
        en: { ...current.data.parts.en, title: 'Rubyborneo Provisions' },
      },
    };
    const note = { id: 'Judul diperbarui.', en: 'Title updated.' };
    const saved = await server().call('fajar', 'PUT', `/api/publishing/regulation/${seeded!.item}`, {
      version: current.version,
      data,
      major: true,
      changeNote: note,
    });
    expect(saved.statusCode).toBe(200);
    const review = item(await act(server(), 'fajar', item(saved), 'submit'));
    expect((await act(server(), 'gita', review, 'approve')).statusCode).toBe(200);

    const detail = await fresh(
      async () =>
        (
          (await server().app.inject({ url: `/api/regulations/${seeded!.key}?locale=en` })).json() as {
            data: Regulation;
          }
        ).data,
      (one) => one.title === 'Rubyborneo Provisions',
    );
    expect(detail.file?.url).toBe(seeded!.file.url);
    expect(detail.updates).toEqual([{ at: expect.any(String), note: 'Title updated.' }]);
    const [documents] = await server().db.query<{ n: number }>(
      `select count(*)::int as n from search_documents where type = 'regulation' and params ->> 'id' = $1`,
      [seeded!.key],
    );
    // One document per language: the seed's were replaced, not joined.
    expect(documents?.n).toBe(2);
    expect(
      await fresh(
        () => searchTotal(server(), 'rubyborneo', 'en'),
        (n) => n === 1,
      ),
    ).toBe(1);
  });

  it('withdrawn, it stays listed with the reason; unpublished, its address answers 410 and search loses it', async () => {
    const key = 'ksei-regulations-kep-0093-dir-ksei-1126';
    const review = await submitted(server(), key, regulationData('KEP-0093/DIR/KSEI/1126', 'Intanmaluku'));
    const live = item(await act(server(), 'gita', review, 'approve'));
    const reason = { id: 'Digantikan peraturan baru.', en: 'Replaced by a new regulation.' };
    const withdrawn = await act(server(), 'gita', live, 'withdraw', { reason });
    expect(withdrawn.statusCode).toBe(200);
    const [listed] = await fresh(
      () => publicList(server(), 'KEP-0093', 'en'),
      (list) => list[0]?.withdrawal !== null,
    );
    expect(listed?.withdrawal).toEqual({ at: expect.any(String), reason: reason.en });

    const gone = await act(server(), 'gita', item(withdrawn), 'unpublish');
    expect(gone.statusCode).toBe(200);
    const answer = await fresh(
      async () => (await server().app.inject({ url: `/api/regulations/${key}` })).statusCode,
      (status) => status === 410,
    );
    expect(answer).toBe(410);
    expect(await publicList(server(), 'KEP-0093')).toEqual([]);
    expect(
      await fresh(
        () => searchTotal(server(), 'intanmaluku', 'id'),
        (n) => n === 0,
      ),
    ).toBe(0);
  });

  it('a regulation has no batch and no preview link: refused by the schema, nothing stored', async () => {
    const batch = await server().call('fajar', 'POST', '/api/publishing/regulation/batches', {
      files: [{ id: 1, name: 'a.pdf' }],
    });
    expect(batch.statusCode).toBe(400);
    const preview = await server().call('fajar', 'POST', '/api/publishing/regulation/1/previews', { hours: 1 });
    expect(preview.statusCode).toBe(400);
    const [rows] = await server().db.query<{ batches: number; links: number }>(
      `select (select count(*)::int from content_batches) as batches, (select count(*)::int from preview_links) as links`,
    );
    expect(rows).toEqual({ batches: 0, links: 0 });
  });
});
