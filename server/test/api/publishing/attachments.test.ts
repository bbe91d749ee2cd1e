/**
 * An announcement's PDFs through the API, on both engines: staff upload a file per language, judged by
 * its content (a picture named .pdf, a script, a launch action, a truncated or oversized file is refused
 * in the caller's language and nothing is stored); the published revision's files are served under
 * KSEI's download names, from their item's time on; a replacement keeps the address; the seed's old
 * address redirects; site search finds words that are only inside a PDF, in its language.
 */
import { createHash } from 'node:crypto';
import type { Announcement, AttachmentInfo, EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { makePdf, pngBytes } from '../../support/pdf-files.js';
import { act, announcementData, fresh, usePublishingServer, type PublishingServer } from '../../support/publishing.js';

const UPLOAD = '/api/publishing/announcement/attachments';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const info = (answer: { json: () => unknown }) => (answer.json() as { data: AttachmentInfo }).data;
const item = (answer: { json: () => unknown }): EditorItem => (answer.json() as { data: EditorItem }).data;
const storedFiles = async (server: PublishingServer) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from attachment_files'))[0]?.n;
const searchTotal = async (server: PublishingServer, q: string, locale: string) =>
  ((await server.app.inject({ url: `/api/search?q=${q}&locale=${locale}` })).json() as { total: number }).total;

/** Two PDFs with words of their own, uploaded by ayu. */
async function uploadPair(server: PublishingServer, words: { id: string; en: string }) {
  const id = makePdf({ title: `Pengumuman ${words.id}`, lines: ['Jadwal pelaksanaan', words.id] });
  const en = makePdf({ title: `Announcement ${words.en}`, lines: ['Schedule of exercise', words.en] });
  const upId = await server.upload('ayu', id, 'pengumuman_ID.pdf');
  const upEn = await server.upload('ayu', en, 'announcement_ENG.pdf');
  expect([upId.statusCode, upEn.statusCode]).toEqual([201, 201]);
  return { id, en, idInfo: info(upId), enInfo: info(upEn) };
}

/** Created and submitted by ayu, approved (now, or at `publishAt`) by budi. */
async function publish(server: PublishingServer, key: string, parts: { id: number; en: number }, publishAt?: string) {
  const data = announcementData('FILEQ', '2026-11-27');
  const created = await server.call('ayu', 'POST', '/api/publishing/announcement', {
    key,
    data: {
      ...data,
      parts: {
        id: { ...data.parts.id, file: String(parts.id) },
        en: { ...data.parts.en, file: String(parts.en) },
      },
    },
  });
  expect(created.statusCode).toBe(201);
  const submitted = await act(server, 'ayu', item(created), 'submit');
  const approved = await act(server, 'budi', item(submitted), 'approve', publishAt ? { publishAt } : {});
  expect(approved.statusCode).toBe(200);
  return item(approved);
}

describeEachEngine('announcement files', (engine) => {
  const server = usePublishingServer(engine);

  it('a PDF is stored once with its hash, pages, title and text; staff read it back, never cached', async () => {
    const bytes = makePdf({ title: 'Pengumuman HMETD BUVA', lines: ['Jadwal HMETD', 'PT Buana'], pages: [['dua']] });
    const first = await server().upload('ayu', bytes, 'C:\\Users\\ayu\\BUVA_RIGHT_20261015_ID.pdf');
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(info(first)).toMatchObject({
      mediaType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
      pages: 2,
      title: 'Pengumuman HMETD BUVA',
      uploadName: 'BUVA_RIGHT_20261015_ID.pdf',
      uploadedBy: 'ayu@ksei.example',
    });
    expect(info(first).textChars).toBeGreaterThan('Jadwal HMETD PT Buana dua'.length - 1);
    // The same bytes again (another name, another person): the file already stored.
    const again = await server().upload('budi', bytes, 'copy.pdf');
    expect(again.statusCode).toBe(200);
    expect(info(again).id).toBe(info(first).id);

    const read = await server().call('citra', 'GET', `${UPLOAD}/${info(first).id}`);
    expect(info(read)).toEqual(info(first));
    const file = await server().call('citra', 'GET', `${UPLOAD}/${info(first).id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // Not a publication's staff: no.
    expect((await server().call('eka', 'GET', `${UPLOAD}/${info(first).id}`)).statusCode).toBe(403);
    expect((await server().app.inject({ url: `${UPLOAD}/${info(first).id}/file` })).statusCode).toBe(401);
  });

  it("a file that is no plain, whole PDF is refused in the caller's language and nothing is stored", async () => {
    const before = await storedFiles(server());
    const whole = makePdf({ lines: ['Pengumuman'] });
    const cases: [string, Buffer, string, number][] = [
      ['a PNG named .pdf', pngBytes(), 'type', 400],
      ['JavaScript', makePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), 'active', 400],
      ['a launch action', makePdf({ catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }), 'active', 400],
      [
        'an embedded file',
        makePdf({ catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 99 0 R] >> >>' }),
        'active',
        400,
      ],
      ['truncated', whole.subarray(0, Math.floor(whole.length / 2)), 'damaged', 400],
      ['encrypted', makePdf({ encrypted: true }), 'encrypted', 400],
      ['empty', Buffer.alloc(0), 'empty', 400],
    ];
    for (const [name, bytes, reason, status] of cases) {
      const answer = await server().upload('ayu', bytes, 'surat.pdf', `${UPLOAD}?locale=en`);
      expect([name, answer.statusCode, (answer.json() as { error: { reason: string } }).error.reason]).toEqual([
        name,
        status,
        reason,
      ]);
    }
    const png = await server().upload('ayu', pngBytes(), 'surat.pdf', `${UPLOAD}?locale=id`);
    expect(png.json()).toEqual({
      error: {
        code: 'bad_request',
        reason: 'type',
        message: 'Berkas ini bukan PDF. Yang diperiksa adalah isinya, bukan nama atau ekstensinya.',
      },
    });
    const script = await server().upload('ayu', cases[1]![1], 'surat.pdf', `${UPLOAD}?locale=en`);
    expect((script.json() as { error: { message: string } }).error.message).toBe(
      'This PDF carries JavaScript, a launch action or embedded files, and is refused (not cleaned). Export it again as a plain PDF.',
    );
    expect(await storedFiles(server())).toBe(before);
  });

  it('a file over 25 MB is refused while it streams (413); a body that is not one file part is a bad request', async () => {
    const before = await storedFiles(server());
    const big = Buffer.concat([makePdf(), Buffer.alloc(25 * 1024 * 1024 + 1 - makePdf().length, 0x20)]);
    const answer = await server().upload('ayu', big, 'besar.pdf', `${UPLOAD}?locale=en`);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      error: { code: 'payload_too_large', reason: 'size', message: 'The file is too large (at most 25 MB).' },
    });
    // A part under another name, or a JSON body: not the one file part the call takes.
    expect((await server().upload('ayu', makePdf(), 'a.pdf', UPLOAD, 'evidence')).statusCode).toBe(400);
    expect((await server().call('ayu', 'POST', UPLOAD, { file: 'x' })).statusCode).toBe(400);
    expect(await storedFiles(server())).toBe(before);
  });

  it('a saved revision may name only stored PDFs', async () => {
    const data = announcementData('FILEX', '2026-11-27');
    const answer = await server().call('ayu', 'POST', '/api/publishing/announcement?locale=en', {
      key: 'filex-20261127',
      data: { ...data, parts: { id: { ...data.parts.id, file: '999999' }, en: { ...data.parts.en, file: 'abc' } } },
    });
    expect(answer.statusCode).toBe(400);
    const fields = (answer.json() as { error: { fields: { name: string; message: string }[] } }).error.fields;
    expect(fields).toEqual([
      { name: 'en.file', message: 'PDF file (English) is not an uploaded file, or not of the right kind.' },
      { name: 'id.file', message: 'PDF file (Bahasa Indonesia) is not an uploaded file, or not of the right kind.' },
    ]);
  });

  it("published: served under KSEI's names from its time on, found by the words inside, replaced at the same address", async () => {
    const pair = await uploadPair(server(), { id: 'zamrudberkasid', en: 'sapphirefileen' });
    const key = 'fileq-right-20261127';
    const live = await publish(server(), key, { id: pair.idInfo.id, en: pair.enInfo.id });
    const detail = (await server().app.inject({ url: `/api/announcements/${key}?locale=en` })).json() as {
      data: Announcement;
    };
    expect(detail.data.attachments).toEqual([
      {
        name: 'FILEQ_RIGHT_20261127_ID.pdf',
        url: '/files/announcements/FILEQ_RIGHT_20261127_ID.pdf',
        type: 'application/pdf',
        sizeBytes: pair.id.length,
      },
      {
        name: 'FILEQ_RIGHT_20261127_ENG.pdf',
        url: '/files/announcements/FILEQ_RIGHT_20261127_ENG.pdf',
        type: 'application/pdf',
        sizeBytes: pair.en.length,
      },
    ]);
    const served = await server().app.inject({ url: '/files/announcements/FILEQ_RIGHT_20261127_ID.pdf' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pair.id)).toBe(true);
    expect(served.headers['content-disposition']).toBe('attachment; filename="FILEQ_RIGHT_20261127_ID.pdf"');
    expect(served.headers['etag']).toBe(`"${sha256(pair.id)}"`);
    const again = await server().app.inject({
      url: '/files/announcements/FILEQ_RIGHT_20261127_ID.pdf',
      headers: { 'if-none-match': `"${sha256(pair.id)}"` },
    });
    expect(again.statusCode).toBe(304);

    // Words that are only inside the PDFs find it, each in its own language.
    expect(
      await fresh(
        () => searchTotal(server(), 'zamrudberkasid', 'id'),
        (total) => total > 0,
      ),
    ).toBe(1);
    expect(await searchTotal(server(), 'sapphirefileen', 'en')).toBe(1);
    expect(await searchTotal(server(), 'zamrudberkasid', 'en')).toBe(0);

    // A new revision replaces the Indonesian PDF: the same address serves the new file.
    const replacement = makePdf({ title: 'Pengumuman revisi', lines: ['Revisi jadwal', 'zamrudrevisiid'] });
    const upNew = info(await server().upload('ayu', replacement, 'revisi_ID.pdf'));
    const data = announcementData('FILEQ', '2026-11-27');
    const saved = await server().call('ayu', 'PUT', `/api/publishing/announcement/${live.id}`, {
      version: live.version,
      // The English part still holds: only the Indonesian PDF changed.
      confirmParts: ['en'],
      data: {
        ...data,
        parts: {
          id: { ...data.parts.id, file: String(upNew.id) },
          en: { ...data.parts.en, file: String(pair.enInfo.id) },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await act(server(), 'ayu', item(saved), 'submit');
    expect((await act(server(), 'budi', item(submitted), 'approve')).statusCode).toBe(200);
    // The history compares the files as wholes: name, size and hash, before and after.
    const diff = await server().call('ayu', 'GET', `/api/publishing/announcement/${live.id}/diff?from=1&to=2`);
    expect((diff.json() as { data: unknown }).data).toEqual([
      {
        field: 'id.file',
        parts: [
          {
            kind: 'removed',
            text: `pengumuman_ID.pdf · ${pair.id.length} B · SHA-256 ${sha256(pair.id).slice(0, 16)}…`,
          },
          {
            kind: 'added',
            text: `revisi_ID.pdf · ${replacement.length} B · SHA-256 ${sha256(replacement).slice(0, 16)}…`,
          },
        ],
      },
    ]);
    const replaced = await server().app.inject({ url: '/files/announcements/FILEQ_RIGHT_20261127_ID.pdf' });
    expect(replaced.rawPayload.equals(replacement)).toBe(true);
    expect(
      await fresh(
        () => searchTotal(server(), 'zamrudrevisiid', 'id'),
        (total) => total > 0,
      ),
    ).toBe(1);
    expect(await searchTotal(server(), 'zamrudberkasid', 'id')).toBe(0);

    // Taken off the site: its files go with it.
    const current = item(await server().call('budi', 'GET', `/api/publishing/announcement/${live.id}`));
    expect((await act(server(), 'budi', current, 'unpublish')).statusCode).toBe(200);
    expect((await server().app.inject({ url: '/files/announcements/FILEQ_RIGHT_20261127_ID.pdf' })).statusCode).toBe(
      404,
    );
  });

  it("a scheduled item's files are not out before its time", async () => {
    const pair = await uploadPair(server(), { id: 'zamrudjadwalid', en: 'sapphirescheduleen' });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(
      server(),
      'fileq-sched-20261127',
      { id: pair.idInfo.id, en: pair.enInfo.id },
      later,
    );
    expect(scheduled.public).toBe('scheduled');
    expect((await server().app.inject({ url: '/files/announcements/FILEQ_SCHED_20261127_ID.pdf' })).statusCode).toBe(
      404,
    );
    expect(await searchTotal(server(), 'zamrudjadwalid', 'id')).toBe(0);
  });

  it('a seeded announcement given a PDF: its old address redirects to the new file', async () => {
    const seeded = (await server().call('ayu', 'GET', '/api/publishing/announcement?q=ann-0001')).json() as {
      data: { id: number; key: string }[];
    };
    const entry = seeded.data.find((row) => row.key === 'ann-0001');
    expect(entry).toBeDefined();
    const old = await server().app.inject({ url: '/files/announcements/ann-0001.pdf' });
    expect(old.statusCode).toBe(200);
    const current = item(await server().call('ayu', 'GET', `/api/publishing/announcement/${entry!.id}`));
    const pdf = makePdf({ lines: ['Pengumuman ann-0001'] });
    const uploaded = info(await server().upload('ayu', pdf, 'ann.pdf'));
    const saved = await server().call('ayu', 'PUT', `/api/publishing/announcement/${current.id}`, {
      version: current.version,
      confirmParts: ['en'],
      data: {
        ...current.data,
        parts: { ...current.data.parts, id: { ...current.data.parts.id, file: String(uploaded.id) } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await act(server(), 'ayu', item(saved), 'submit');
    expect((await act(server(), 'budi', item(submitted), 'approve')).statusCode).toBe(200);
    const moved = await server().app.inject({ url: '/files/announcements/ann-0001.pdf' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers['location']).toBe('/files/announcements/ANN_0001_ID.pdf');
    const file = await server().app.inject({ url: '/files/announcements/ANN_0001_ID.pdf' });
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
