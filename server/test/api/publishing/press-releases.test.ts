/**
 * Press releases published by staff, on both engines: the seed's are items staff can revise; a new one
 * has a body of the site's blocks (checked on both sides: no HTML, no block the editor does not make,
 * within the limits) and a picture judged by its content and stored without its metadata; once a
 * second publisher approves it, its page shows the blocks and the picture under a stable address, and
 * site search finds words only in its body, in that language.
 */
import type { EditorItem, ListResponse, PressRelease, PressReleaseSummary } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { exifSegment, jpegImageData, jpegPicture, withSegments } from '../../support/evidence-files.js';
import { makePdf } from '../../support/pdf-files.js';
import { pngChunk, pngPicture, pngText } from '../../support/png-files.js';
import { act, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const UPLOAD = '/api/publishing/pressRelease/attachments';
const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;
const searchTotal = async (server: PublishingServer, q: string, locale: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=${locale}` })).json() as { total: number }).total;
const detail = async (server: PublishingServer, slug: string, locale: string) =>
  server.app.inject({ url: `/api/press-releases/${slug}?locale=${locale}` });

const body = (word: string, locale: 'id' | 'en') =>
  JSON.stringify([
    { type: 'heading', text: locale === 'id' ? 'Latar belakang' : 'Background' },
    {
      type: 'paragraph',
      text: `${locale === 'id' ? 'Jakarta — KSEI meluncurkan' : 'Jakarta — KSEI launches'} ${word}.`,
    },
    { type: 'list', ordered: true, items: ['AKSes', 'eASY.KSEI'] },
    { type: 'pageLink', pageId: 'about.overview', params: {}, text: locale === 'id' ? 'Tentang KSEI' : 'About KSEI' },
  ]);

/** A complete press release in both languages; `words` only in its bodies. */
function pressData(words: { id: string; en: string }, image = '') {
  return {
    shared: { date: '2026-11-26', ...(image ? { image } : {}) },
    parts: {
      id: {
        title: 'Peluncuran Layanan Baru',
        summary: 'KSEI meluncurkan layanan baru.',
        body: body(words.id, 'id'),
        imageCaption: 'Peluncuran di Jakarta',
      },
      en: {
        title: 'A New Service Launched',
        summary: 'KSEI launches a new service.',
        body: body(words.en, 'en'),
        imageCaption: 'The launch in Jakarta',
      },
    },
  };
}

describeEachEngine('press releases published by staff', (engine) => {
  const server = usePublishingServer(engine);

  it("the seed's press releases are published items, their bodies read back as blocks", async () => {
    const [seeded] = await server().db.query<{ n: number }>('select count(*)::int as n from press_releases');
    expect(seeded?.n).toBeGreaterThan(0);
    const list = await server().call('ayu', 'GET', '/api/publishing/pressRelease?pageSize=1');
    expect((list.json() as { meta: { total: number } }).meta.total).toBe(seeded?.n);
    const first = (list.json() as { data: EditorItem[] }).data[0]!;
    const full = item(await server().call('ayu', 'GET', `/api/publishing/pressRelease/${first.id}`));
    const blocks = JSON.parse(full.data.parts.en?.['body'] ?? '[]') as { type: string }[];
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(full.parts).toEqual({ id: 'ready', en: 'ready' });
  });

  it('a body that is not the editor’s blocks is refused with the field named, and nothing is stored', async () => {
    const before = await server().db.query<{ n: number }>('select count(*)::int as n from content_items');
    const unknown = /^Body \(English\) holds parts the editor does not know\./;
    const cases: [string, RegExp][] = [
      ['<p>Halo <script>alert(1)</script></p>', unknown],
      [JSON.stringify([{ type: 'html', text: '<b>x</b>' }]), unknown],
      [JSON.stringify([{ type: 'paragraph', text: 'x', style: 'color:red' }]), unknown],
      [JSON.stringify([{ type: 'pageLink', pageId: 'javascript:alert(1)', text: 'x' }]), unknown],
      [JSON.stringify([{ type: 'paragraph', text: 'a\u0000b' }]), unknown],
      [
        JSON.stringify(Array.from({ length: 201 }, () => ({ type: 'paragraph', text: 'x' }))),
        /^Body \(English\) is too long \(at most 200 blocks\)\.$/,
      ],
    ];
    for (const [value, message] of cases) {
      const data = pressData({ id: 'a', en: 'b' });
      const answer = await server().call('ayu', 'POST', '/api/publishing/pressRelease?locale=en', {
        key: 'siaran-tolak',
        data: { ...data, parts: { ...data.parts, en: { ...data.parts.en, body: value } } },
      });
      expect([value.slice(0, 30), answer.statusCode]).toEqual([value.slice(0, 30), 400]);
      const error = (answer.json() as { error: { reason: string; fields: { name: string; message: string }[] } }).error;
      expect(error.reason).toBe('invalidContent');
      expect(error.fields).toEqual([{ name: 'en.body', message: expect.stringMatching(message) }]);
    }
    const after = await server().db.query<{ n: number }>('select count(*)::int as n from content_items');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('a picture is judged by its content and stored without its metadata; a PDF is not a picture, a picture is not an announcement PDF', async () => {
    const picture = pngPicture({ width: 48, height: 32, before: [pngText('Author', 'Rina di Menteng')] });
    const stored = await server().upload('ayu', picture, 'foto.png', UPLOAD);
    expect(stored.statusCode).toBe(201);
    expect((stored.json() as { data: object }).data).toMatchObject({ mediaType: 'image/png', width: 48, height: 32 });
    const id = (stored.json() as { data: { id: number } }).data.id;
    const bytes = await server().app.inject({ url: `${UPLOAD}/${id}/file`, headers: server().headers('ayu') });
    expect(bytes.rawPayload.includes(Buffer.from('Rina'))).toBe(false);
    expect(bytes.rawPayload.length).toBeLessThan(picture.length);

    // A camera's JPEG: the owner and serial number go, the picture's bytes stay.
    const photo = withSegments(jpegPicture(64, 48, 7), exifSegment({ owner: 'Rina Wijaya', serial: 'SN-4471' }));
    const jpeg = await server().upload('ayu', Buffer.from(photo), 'kamera.jpg', UPLOAD);
    expect(jpeg.statusCode).toBe(201);
    expect((jpeg.json() as { data: object }).data).toMatchObject({ mediaType: 'image/jpeg', width: 64, height: 48 });
    const jpegId = (jpeg.json() as { data: { id: number } }).data.id;
    const kept = await server().app.inject({ url: `${UPLOAD}/${jpegId}/file`, headers: server().headers('ayu') });
    expect(['Rina', 'SN-4471'].map((text) => kept.rawPayload.includes(Buffer.from(text)))).toEqual([false, false]);
    expect(kept.rawPayload.includes(Buffer.from(jpegImageData(photo)))).toBe(true);

    const pdf = await server().upload('ayu', makePdf({ lines: ['foto'] }), 'foto.png', `${UPLOAD}?locale=en`);
    expect(pdf.statusCode).toBe(400);
    expect((pdf.json() as { error: { reason: string; message: string } }).error).toMatchObject({
      reason: 'notPicture',
      message: expect.stringMatching(/^This file is not a complete JPEG or PNG picture/),
    });
    const animated = pngPicture({ before: [pngChunk('acTL', Buffer.alloc(8))] });
    expect((await server().upload('ayu', animated, 'a.png', UPLOAD)).statusCode).toBe(400);
    const announcement = await server().upload('ayu', picture, 'x.pdf');
    expect((announcement.json() as { error: { reason: string } }).error.reason).toBe('type');
  });

  it('approved by a second publisher: its page shows the blocks and the picture, and search finds its body', async () => {
    const words = { id: 'kanalmerbabu', en: 'channelrinjani' };
    const upload = await server().upload('ayu', pngPicture({ width: 40, height: 20 }), 'peluncuran.png', UPLOAD);
    const image = String((upload.json() as { data: { id: number } }).data.id);
    const created = await server().call('ayu', 'POST', '/api/publishing/pressRelease', {
      key: 'peluncuran-layanan-baru',
      data: pressData(words, image),
    });
    expect(created.statusCode).toBe(201);
    const review = item(await act(server(), 'ayu', item(created), 'submit'));
    expect((await act(server(), 'ayu', review, 'approve')).statusCode).toBe(403);
    expect((await act(server(), 'budi', review, 'approve')).statusCode).toBe(200);

    const page = await fresh(
      () => detail(server(), 'peluncuran-layanan-baru', 'en'),
      (answer) => answer.statusCode === 200,
    );
    const release = (page.json() as { data: PressRelease }).data;
    expect(release.body).toEqual(JSON.parse(body(words.en, 'en')));
    expect(release.images).toEqual([
      expect.objectContaining({
        url: '/files/press-releases/peluncuran-layanan-baru.png',
        type: 'image/png',
        width: 40,
        height: 20,
        caption: 'The launch in Jakarta',
      }),
    ]);
    const file = await server().app.inject({ url: release.images[0]!.url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    const list = (
      (
        await server().app.inject({ url: '/api/press-releases?q=Layanan%20Baru' })
      ).json() as ListResponse<PressReleaseSummary>
    ).data;
    expect(list.map((one) => one.slug)).toContain('peluncuran-layanan-baru');
    const found = await fresh(
      async () => [await searchTotal(server(), words.id, 'id'), await searchTotal(server(), words.en, 'en')],
      (totals) => totals.every((total) => total === 1),
    );
    expect(found).toEqual([1, 1]);
  });

  it("a seeded press release revised without a new picture keeps the seed's; unpublished, its address answers 410", async () => {
    const [seeded] = await server().db.query<{ slug: string; item: number; images: { url: string }[] }>(
      `select p.slug, i.id::int as item, p.images from press_releases p
       join content_items i on i.type = 'pressRelease' and i.key = p.slug
       where jsonb_array_length(p.images) > 0 order by p.slug limit 1`,
    );
    const current = item(await server().call('budi', 'GET', `/api/publishing/pressRelease/${seeded!.item}`));
    const saved = await server().call('budi', 'PUT', `/api/publishing/pressRelease/${seeded!.item}`, {
      version: current.version,
      data: {
        ...current.data,
        parts: { ...current.data.parts, en: { ...current.data.parts.en, title: 'Revised Title' } },
      },
      // The Indonesian part still holds: a title fix in English only.
      confirmParts: ['id'],
    });
    expect(saved.statusCode).toBe(200);
    const review = item(await act(server(), 'budi', item(saved), 'submit'));
    const approved = await act(server(), 'ayu', review, 'approve');
    expect(approved.statusCode).toBe(200);
    const live = item(approved);
    const page = await fresh(
      async () => (await detail(server(), seeded!.slug, 'en')).json() as { data: PressRelease },
      (answer) => answer.data.title === 'Revised Title',
    );
    expect(page.data.images.map((image) => image.url)).toEqual(seeded!.images.map((image) => image.url));

    expect((await act(server(), 'ayu', live, 'unpublish')).statusCode).toBe(200);
    const gone = await fresh(
      async () => (await detail(server(), seeded!.slug, 'id')).statusCode,
      (status) => status === 410,
    );
    expect(gone).toBe(410);
  });
});
