/**
 * Taking an announcement off the site, on both engines: only a publisher may; it leaves the list,
 * search and feeds, and its address answers 410 Gone in the request's language (not 404: it existed);
 * the trail records it; it can be published again through the same two-person workflow.
 */
import type { AuditEntry, EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { act, announcementData, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;

/** Created by ayu, submitted by ayu, approved by budi: live now. */
async function live(server: PublishingServer, key: string, code: string): Promise<EditorItem> {
  const created = await server.call('ayu', 'POST', '/api/publishing/announcement', {
    key,
    data: announcementData(code, '2026-11-27'),
  });
  expect(created.statusCode).toBe(201);
  const submitted = await act(server, 'ayu', item(created), 'submit');
  const approved = await act(server, 'budi', item(submitted), 'approve');
  expect(approved.statusCode).toBe(200);
  return item(approved);
}

const detail = (server: PublishingServer, key: string, locale: string) =>
  server.app.inject({ url: `/api/announcements/${key}?locale=${locale}` });
const searchTotal = async (server: PublishingServer, q: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=en` })).json() as { total: number }).total;

describeEachEngine('taking an announcement off the site', (engine) => {
  const server = usePublishingServer(engine);

  it('only a publisher may; it leaves list, search and feeds, answers 410, and can be published again', async () => {
    const published = await live(server(), 'turun-20261127', 'TURUNQ');
    await fresh(
      () => searchTotal(server(), 'TURUNQ'),
      (total) => total > 0,
    );
    expect((await detail(server(), 'turun-20261127', 'en')).statusCode).toBe(200);

    // A writer without the publish scope may not.
    expect((await act(server(), 'citra', published, 'unpublish')).statusCode).toBe(403);
    const down = await act(server(), 'budi', published, 'unpublish');
    expect(down.statusCode).toBe(200);
    expect(item(down)).toMatchObject({ public: 'unpublished', liveRevision: null, publishedAt: null });

    const gone = await fresh(
      () => detail(server(), 'turun-20261127', 'en'),
      (answer) => answer.statusCode !== 200,
    );
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: { code: 'gone', message: 'This has been removed from the site and is no longer available.' },
    });
    expect((await detail(server(), 'turun-20261127', 'id')).json()).toEqual({
      error: { code: 'gone', message: 'Data ini telah dihapus dari situs dan tidak lagi tersedia.' },
    });
    // An address nobody ever published stays a 404.
    expect((await detail(server(), 'never-20261127', 'en')).statusCode).toBe(404);
    const list = (await server().app.inject({ url: '/api/announcements?locale=en&q=TURUNQ' })).json() as {
      data: unknown[];
    };
    expect(list.data).toEqual([]);
    expect(await searchTotal(server(), 'TURUNQ')).toBe(0);
    expect((await server().app.inject('/feeds/announcements.en.atom')).body).not.toContain('TURUNQ');

    // Nothing live: a second take-down is refused; the trail says who took it down.
    expect((await act(server(), 'budi', item(down), 'unpublish')).statusCode).toBe(409);
    const trail = (await server().call('ayu', 'GET', `/api/publishing/announcement/${published.id}/audit`)).json() as {
      data: AuditEntry[];
    };
    expect(trail.data.filter((entry) => entry.event === 'unpublish').map((entry) => entry.actor)).toEqual([
      'Budi Santoso',
    ]);

    // Published again: a new revision, submitted by one, approved by another.
    const saved = await server().call('ayu', 'PUT', `/api/publishing/announcement/${published.id}`, {
      version: item(down).version,
      data: announcementData('TURUNQ', '2026-11-28'),
    });
    const submitted = await act(server(), 'ayu', item(saved), 'submit');
    const again = await act(server(), 'budi', item(submitted), 'approve');
    expect(item(again).public).toBe('published');
    const back = await fresh(
      () => detail(server(), 'turun-20261127', 'en'),
      (answer) => answer.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
  });
});
