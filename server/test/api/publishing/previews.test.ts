/**
 * Preview links through the API, on both engines: an editor makes a link to the latest revision; anyone
 * holding it opens that revision (not a later draft) as the public would see it, with its PDF, never
 * cached; the public API still shows nothing of the draft to a second client; a revoked or expired link
 * is 410 at once, an unknown one 404; every link, opening and revocation is in the audit trail.
 */
import type { AnnouncementPreview, AuditEntry, EditorItem, PreviewCreated, PreviewLink } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { makePdf } from '../../support/pdf-files.js';
import { announcementData, usePublishingServer } from '../../support/publishing.js';

const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;

describeEachEngine('preview links', (engine) => {
  const server = usePublishingServer(engine);

  it('open the linked revision for anyone holding the link, never cached, until revoked or expired', async () => {
    const pdf = makePdf({ lines: ['Isi pratinjau'] });
    const file = (await server().upload('citra', pdf, 'pratinjau_ID.pdf')).json() as { data: { id: number } };
    const data = announcementData('PRVW', '2026-11-27');
    const created = await server().call('citra', 'POST', '/api/publishing/announcement', {
      key: 'prvw-div-20261127',
      data: { ...data, parts: { ...data.parts, id: { ...data.parts.id, file: String(file.data.id) } } },
    });
    const draft = item(created);
    const made = await server().call('citra', 'POST', `/api/publishing/announcement/${draft.id}/previews`, {
      hours: 2,
    });
    expect(made.statusCode).toBe(201);
    const link = (made.json() as { data: PreviewCreated }).data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ revision: 1, createdBy: 'Citra Dewi', revokedAt: null, openedCount: 0 });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(2 * 3_600_000);

    // A later draft does not change what the link opens.
    const later = await server().call('citra', 'PUT', `/api/publishing/announcement/${draft.id}`, {
      version: draft.version,
      data: { ...data, parts: { id: { title: 'Judul sesudah tautan' }, en: { title: 'Title after the link' } } },
    });
    expect(later.statusCode).toBe(200);

    // Someone without an account.
    const opened = await server().app.inject({ url: `/api/previews/${link.token}?locale=en` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const preview = (opened.json() as { data: AnnouncementPreview }).data;
    expect(preview).toMatchObject({
      revision: 1,
      expiresAt: link.expiresAt,
      announcement: {
        id: 'prvw-div-20261127',
        title: data.parts.en.title,
        typeLabel: 'Corporate Action',
        referenceNumber: data.shared.referenceNumber,
        locales: ['id', 'en'],
      },
    });
    expect(preview.announcement.attachments).toEqual([
      {
        name: 'pratinjau_ID.pdf',
        url: `/api/previews/${link.token}/files/id`,
        type: 'application/pdf',
        sizeBytes: pdf.length,
      },
    ]);
    const bytes = await server().app.inject({ url: `/api/previews/${link.token}/files/id` });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['cache-control']).toBe('no-store');
    expect(bytes.rawPayload.equals(pdf)).toBe(true);
    expect((await server().app.inject({ url: `/api/previews/${link.token}/files/en` })).statusCode).toBe(404);

    // A second client, at the same time, sees nothing of the draft in the public API.
    const publicDetail = await server().app.inject({ url: '/api/announcements/prvw-div-20261127?locale=en' });
    expect(publicDetail.statusCode).toBe(404);
    const publicList = await server().app.inject({
      url: `/api/announcements?locale=en&q=${encodeURIComponent(data.parts.en.title)}`,
    });
    expect((publicList.json() as { data: unknown[] }).data).toEqual([]);

    // Revoked: 410 at once, also for its file; the list says who made it and how often it was opened.
    await server().app.inject({ url: `/api/previews/${link.token}?locale=id` });
    const revoked = await server().call(
      'citra',
      'POST',
      `/api/publishing/announcement/${draft.id}/previews/${link.id}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    const gone = await server().app.inject({ url: `/api/previews/${link.token}?locale=en` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: { code: 'gone', message: 'This has been removed from the site and is no longer available.' },
    });
    expect((await server().app.inject({ url: `/api/previews/${link.token}/files/id` })).statusCode).toBe(410);
    const listed = (
      await server().call('citra', 'GET', `/api/publishing/announcement/${draft.id}/previews`)
    ).json() as {
      data: PreviewLink[];
    };
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ id: link.id, openedCount: 2, createdBy: 'Citra Dewi' });
    expect(listed.data[0]?.revokedAt).not.toBeNull();

    // Expired: a second link, its end moved into the past.
    const second = (
      (await server().call('citra', 'POST', `/api/publishing/announcement/${draft.id}/previews`, {})).json() as {
        data: PreviewCreated;
      }
    ).data;
    expect(Date.parse(second.expiresAt) - Date.parse(second.createdAt)).toBe(24 * 3_600_000);
    await server().db.query("update preview_links set expires_at = now() - interval '1 second' where id = $1", [
      second.id,
    ]);
    expect((await server().app.inject({ url: `/api/previews/${second.token}` })).statusCode).toBe(410);
    // Unknown, and not a token at all.
    expect((await server().app.inject({ url: `/api/previews/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await server().app.inject({ url: '/api/previews/short' })).statusCode).toBe(400);

    // The trail: two links made, one revoked, opened (twice within ten minutes: one record).
    const trail = (await server().call('ayu', 'GET', `/api/publishing/announcement/${draft.id}/audit`)).json() as {
      data: AuditEntry[];
    };
    const events = trail.data.map((entry) => entry.event);
    expect(events.filter((event) => event === 'preview-link')).toHaveLength(2);
    expect(events.filter((event) => event === 'preview-revoke')).toHaveLength(1);
    expect(events.filter((event) => event === 'preview-open')).toHaveLength(1);
  });

  it("is made only by the section's staff, for at most a week", async () => {
    const created = item(
      await server().call('ayu', 'POST', '/api/publishing/announcement', {
        key: 'prvw-isin-20261127',
        data: announcementData('PRVX', '2026-11-27'),
      }),
    );
    const url = `/api/publishing/announcement/${created.id}/previews`;
    expect((await server().call('eka', 'POST', url, {})).statusCode).toBe(403);
    expect((await server().app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await server().call('ayu', 'POST', url, { hours: 169 })).statusCode).toBe(400);
    expect((await server().call('ayu', 'POST', url, { hours: 0 })).statusCode).toBe(400);
    expect((await server().call('ayu', 'POST', `/api/publishing/announcement/999999/previews`, {})).statusCode).toBe(
      404,
    );
  });
});
