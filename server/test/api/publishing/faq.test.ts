/**
 * The FAQ's questions published by staff, on both engines: the seed's are items; a new question in a
 * category the site holds goes last in it once a second publisher approves, and is found by its
 * answer's words; a category the site does not hold is refused with the field named; a revision
 * replaces the seed's search documents instead of joining them; withdrawn, it stays with the reason.
 */
import type { EditorItem, FaqItem, ListResponse } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { act, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;
const searchTotal = async (server: PublishingServer, q: string, locale: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=${locale}` })).json() as { total: number }).total;
const publicFaq = async (server: PublishingServer, category: string, locale = 'en') =>
  (
    (
      await server.app.inject({ url: `/api/faq?category=${category}&locale=${locale}&pageSize=100` })
    ).json() as ListResponse<FaqItem>
  ).data;

function faqData(category: string, word: string) {
  return {
    shared: { category },
    parts: {
      id: { question: `Bagaimana cara ${word}?`, answer: `Gunakan layanan ${word}bantuan di AKSes.` },
      en: { question: `How do I ${word}?`, answer: `Use the ${word}help service in AKSes.` },
    },
  };
}

describeEachEngine("the FAQ's questions published by staff", (engine) => {
  const server = usePublishingServer(engine);

  it("the seed's questions are items, one each; a category the site does not hold is refused", async () => {
    const [seeded] = await server().db.query<{ n: number }>('select count(*)::int as n from faqs');
    const list = await server().call('joko', 'GET', '/api/publishing/faq?pageSize=1');
    expect((list.json() as { meta: { total: number } }).meta.total).toBe(seeded?.n);
    const refused = await server().call('joko', 'POST', '/api/publishing/faq?locale=en', {
      key: 'faq-tolak',
      data: faqData('no-such-category', 'tolak'),
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: { fields: unknown[] } }).error.fields).toEqual([
      { name: 'shared.category', message: 'Category is not one of the choices.' },
    ]);
  });

  it('a new question goes last in its category once a second publisher approves, and is found by its answer', async () => {
    const [category] = await server().db.query<{ code: string }>(
      'select code from faq_categories order by sort limit 1',
    );
    const created = await server().call('joko', 'POST', '/api/publishing/faq', {
      key: 'faq-uji-zamrud',
      data: faqData(category!.code, 'zamrud'),
    });
    expect(created.statusCode).toBe(201);
    const review = item(await act(server(), 'joko', item(created), 'submit'));
    expect((await act(server(), 'joko', review, 'approve')).statusCode).toBe(403);
    const live = item(await act(server(), 'kartika', review, 'approve'));
    const questions = await fresh(
      () => publicFaq(server(), category!.code),
      (list) => list.some((one) => one.id === 'faq-uji-zamrud'),
    );
    expect(questions.at(-1)).toMatchObject({ id: 'faq-uji-zamrud', question: 'How do I zamrud?', withdrawal: null });
    expect(
      await fresh(
        () => searchTotal(server(), 'zamrudbantuan', 'id'),
        (n) => n === 1,
      ),
    ).toBe(1);

    const reason = { id: 'Layanan sudah berubah.', en: 'The service has changed.' };
    expect((await act(server(), 'kartika', live, 'withdraw', { reason })).statusCode).toBe(200);
    const withdrawn = await fresh(
      async () => (await publicFaq(server(), category!.code)).find((one) => one.id === 'faq-uji-zamrud'),
      (one) => one?.withdrawal !== null,
    );
    expect(withdrawn?.withdrawal).toEqual({ at: expect.any(String), reason: reason.en });
  });

  it("a seeded question's revision replaces its search documents", async () => {
    const [seeded] = await server().db.query<{ key: string; item: number }>(
      `select f.id as key, i.id::int as item from faqs f join content_items i on i.type = 'faq' and i.key = f.id
       order by f.id limit 1`,
    );
    const current = item(await server().call('joko', 'GET', `/api/publishing/faq/${seeded!.item}`));
    const data = faqData(current.data.shared['category'] ?? '', 'safir');
    const saved = await server().call('joko', 'PUT', `/api/publishing/faq/${seeded!.item}`, {
      version: current.version,
      data,
    });
    expect(saved.statusCode).toBe(200);
    const review = item(await act(server(), 'joko', item(saved), 'submit'));
    expect((await act(server(), 'kartika', review, 'approve')).statusCode).toBe(200);
    const [documents] = await server().db.query<{ n: number }>(
      `select count(*)::int as n from search_documents where type = 'faq' and params ->> 'id' = $1`,
      [seeded!.key],
    );
    expect(documents?.n).toBe(2);
    expect(
      await fresh(
        () => searchTotal(server(), 'safirhelp', 'en'),
        (n) => n === 1,
      ),
    ).toBe(1);
  });
});
