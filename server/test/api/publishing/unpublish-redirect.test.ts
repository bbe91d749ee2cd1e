/**
 * An item's page once staff took it off the site, on both engines: 410 Gone, or, when the publisher
 * chose a page to send visitors to, 301 to that page of the live manifest in the page's language. A
 * page the manifest does not have makes it 410 again; a hostile target is refused by the schema;
 * published again, the page is back.
 */
import type { EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { act, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;

/** A seeded press release's slug and its item, published. */
async function seeded(server: PublishingServer, offset: number): Promise<{ slug: string; item: EditorItem }> {
  const [row] = await server.db.query<{ slug: string; id: number }>(
    `select p.slug, i.id::int as id from press_releases p join content_items i
       on i.type = 'pressRelease' and i.key = p.slug
     order by p.slug offset $1 limit 1`,
    [offset],
  );
  return { slug: row!.slug, item: item(await server.call('ayu', 'GET', `/api/publishing/pressRelease/${row!.id}`)) };
}

describeEachEngine("an unpublished item's page", (engine) => {
  const server = usePublishingServer(engine);
  const page = (slug: string, locale: 'id' | 'en') =>
    server().app.inject(
      locale === 'id' ? `/id/publikasi/siaran-pers/${slug}` : `/en/publication/press-releases/${slug}`,
    );

  it('sends visitors to the page the publisher chose, in their language (301)', async () => {
    const { slug, item: live } = await seeded(server(), 0);
    expect((await page(slug, 'id')).statusCode).toBe(200);
    const answer = await act(server(), 'budi', live, 'unpublish', { redirect: { pageId: 'about.overview' } });
    expect(answer.statusCode).toBe(200);
    const moved = await fresh(
      () => page(slug, 'id'),
      (one) => one.statusCode === 301,
    );
    expect(moved.headers['location']).toBe('/id/tentang-ksei/sekilas');
    expect((await page(slug, 'en')).headers['location']).toBe('/en/about-ksei/overview');
    // The API still says what happened to the item itself.
    expect((await server().app.inject(`/api/press-releases/${slug}`)).statusCode).toBe(410);
  });

  it('answers 410 Gone without a chosen page, or when the chosen page is no longer in the manifest', async () => {
    const first = await seeded(server(), 1);
    expect((await act(server(), 'budi', first.item, 'unpublish')).statusCode).toBe(200);
    expect(
      (
        await fresh(
          () => page(first.slug, 'en'),
          (one) => one.statusCode === 410,
        )
      ).statusCode,
    ).toBe(410);

    const second = await seeded(server(), 2);
    const gone = await act(server(), 'budi', second.item, 'unpublish', { redirect: { pageId: 'about.noSuchPage' } });
    expect(gone.statusCode).toBe(200);
    expect(
      (
        await fresh(
          () => page(second.slug, 'id'),
          (one) => one.statusCode === 410,
        )
      ).statusCode,
    ).toBe(410);
  });

  it('refuses a target that is no page id, and stores nothing', async () => {
    const { slug, item: live } = await seeded(server(), 3);
    for (const redirect of [
      { pageId: 'https://evil.example' },
      { pageId: '/id/tentang-ksei' },
      { pageId: 'about.overview', params: { slug: '../x' } },
      { params: { slug: 'x' } },
      { pageId: `a${'.b'.repeat(60)}` },
      'about.overview',
    ]) {
      const answer = await act(server(), 'budi', live, 'unpublish', { redirect });
      expect([JSON.stringify(redirect), answer.statusCode]).toEqual([JSON.stringify(redirect), 400]);
    }
    expect((await page(slug, 'id')).statusCode).toBe(200);
  });

  it('published again, the page is back and the redirect forgotten', async () => {
    const { slug, item: live } = await seeded(server(), 4);
    const down = item(await act(server(), 'budi', live, 'unpublish', { redirect: { pageId: 'about.overview' } }));
    expect((await page(slug, 'id')).statusCode).toBe(301);
    const current = item(await server().call('ayu', 'GET', `/api/publishing/pressRelease/${down.id}`));
    const saved = await server().call('ayu', 'PUT', `/api/publishing/pressRelease/${down.id}`, {
      version: current.version,
      data: current.data,
    });
    const review = item(await act(server(), 'ayu', item(saved), 'submit'));
    expect((await act(server(), 'budi', review, 'approve')).statusCode).toBe(200);
    const back = await fresh(
      () => page(slug, 'id'),
      (one) => one.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
    const [row] = await server().db.query<{ redirect: unknown }>(
      'select unpublish_redirect as redirect from content_items where id = $1',
      [down.id],
    );
    expect(row?.redirect).toBeNull();
  });
});
