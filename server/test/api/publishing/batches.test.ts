/**
 * The daily batch through the API, on both engines: dropped PDFs become drafts paired by language from
 * KSEI's file names (code, type, date, notice from the name; titles and letter number from the PDFs);
 * what cannot be used is listed and nothing else is lost; the batch is submitted and approved as one,
 * by a second person, scheduled or now; a refusal names the item that stopped it and nothing changes.
 */
import type { BatchProblem, EditorBatch, EditorItem } from '@ksei/shared/node';
import { describeEachEngine } from '../../support/engines.js';
import { makePdf } from '../../support/pdf-files.js';
import { usePublishingServer, type PublishingServer, type Person } from '../../support/publishing.js';

const BATCHES = '/api/publishing/announcement/batches';
const batchOf = (answer: { json: () => unknown }) => (answer.json() as { data: EditorBatch }).data;
const versions = (batch: EditorBatch) => Object.fromEntries(batch.items.map((item) => [String(item.id), item.version]));

/** Uploads each file by `who` and makes a batch of them under the names given. */
async function intake(server: PublishingServer, who: Person, files: [string, Buffer][]) {
  const uploaded = [];
  for (const [name, bytes] of files) {
    const answer = await server.upload(who, bytes, name);
    expect(answer.statusCode).toBeLessThan(300);
    uploaded.push({ id: (answer.json() as { data: { id: number } }).data.id, name });
  }
  return server.call(who, 'POST', `${BATCHES}?locale=en`, { files: uploaded });
}

const letter = (text: string, title: string, words: string) => makePdf({ title, lines: [text, words] });

describeEachEngine('the daily batch', (engine) => {
  const server = usePublishingServer(engine);

  it('pairs files by language into drafts, fills them from the PDFs, and lists every file it could not use', async () => {
    const created = await intake(server(), 'ayu', [
      ['BTPN_RIGHT_20261015_ID.pdf', letter('Nomor KSEI-4521/DIR/1026', 'Pelaksanaan HMETD BTPN', 'satu')],
      ['BTPN_RIGHT_20261015_ENG.pdf', letter('Number KSEI-4521/DIR/1026', 'Rights Issue of BTPN', 'one')],
      ['PengBatal_ASII_DIV_20261015_ENG.pdf', letter('No. 0981/KSEI/JKU/1026', 'Cancelled: ASII dividend', 'two')],
      ['PengBatal_ASII_DIV_20261015_ID.pdf', letter('No. 0981/KSEI/JKU/1026', 'Pembatalan: dividen ASII', 'dua')],
      ['surat-edaran.pdf', letter('x', 'x', 'x')],
      ['BTPN_XYZ_20261015_ID.pdf', letter('y', 'y', 'y')],
      ['BTPN_DIV_20261301_ID.pdf', letter('z', 'z', 'z')],
      ['TLKM_ISIN_20261016_ID.pdf', letter('KSEI-4600/DIR/1026', 'Kode ISIN TLKM', 'tiga')],
      ['BTPN_RIGHT_20261015_ID.pdf', letter('again', 'again', 'again')],
    ]);
    expect(created.statusCode).toBe(201);
    const batch = batchOf(created);
    expect(batch.createdBy).toBe('Ayu Lestari');
    expect(batch.items.map((item) => [item.key, item.working, item.data.shared])).toEqual([
      [
        'asii-div-20261015-batal',
        'draft',
        { type: 'corporate-action', date: '2026-10-15', notice: 'cancelled', referenceNumber: '0981/KSEI/JKU/1026' },
      ],
      [
        'btpn-right-20261015',
        'draft',
        { type: 'corporate-action', date: '2026-10-15', notice: 'new', referenceNumber: 'KSEI-4521/DIR/1026' },
      ],
      [
        'tlkm-isin-20261016',
        'draft',
        { type: 'isin', date: '2026-10-16', notice: 'new', referenceNumber: 'KSEI-4600/DIR/1026' },
      ],
    ]);
    const btpn = batch.items[1]!;
    expect([btpn.data.parts.id?.title, btpn.data.parts.en?.title]).toEqual([
      'Pelaksanaan HMETD BTPN',
      'Rights Issue of BTPN',
    ]);
    expect(btpn.data.parts.id?.file).toMatch(/^\d+$/);
    expect(btpn.parts).toEqual({ id: 'ready', en: 'ready' });
    expect(batch.problems).toEqual<BatchProblem[]>([
      { name: 'surat-edaran.pdf', problem: 'unparsed' },
      { name: 'BTPN_XYZ_20261015_ID.pdf', problem: 'unknownType' },
      { name: 'BTPN_DIV_20261301_ID.pdf', problem: 'invalidDate' },
      // The second file for a language is not used; the one-language item is made and flagged.
      { name: 'BTPN_RIGHT_20261015_ID.pdf', problem: 'duplicate', key: 'btpn-right-20261015' },
      { name: 'TLKM_ISIN_20261016_ID.pdf', problem: 'missingLanguage', key: 'tlkm-isin-20261016' },
    ]);
    // The same files again: their items exist, so nothing new is made, and each file says why.
    const again = batchOf(
      await intake(server(), 'ayu', [
        ['BTPN_RIGHT_20261015_ID.pdf', letter('Nomor KSEI-4521/DIR/1026', 'Pelaksanaan HMETD BTPN', 'satu')],
      ]),
    );
    expect(again.items).toEqual([]);
    expect(again.problems).toEqual([
      { name: 'BTPN_RIGHT_20261015_ID.pdf', problem: 'keyTaken', key: 'btpn-right-20261015' },
    ]);
  });

  it('is submitted and approved as one, by a second person; a refusal names its item and changes nothing', async () => {
    const pair = (code: string, text = `KSEI-7${code.length}01/DIR/1126`) =>
      [
        [`${code}_DIV_20261120_ID.pdf`, letter(text, `Dividen tunai ${code}`, `kata${code}`)],
        [`${code}_DIV_20261120_ENG.pdf`, letter(text, `Cash dividend ${code}`, `word${code}`)],
      ] as [string, Buffer][];
    // The last item by key has no letter number in its PDFs: it cannot go to review.
    const batch = batchOf(await intake(server(), 'ayu', [...pair('BMRI'), ...pair('ZZZA', 'no number here')]));
    expect(batch.items.map((item) => item.key)).toEqual(['bmri-div-20261120', 'zzza-div-20261120']);
    const refused = await server().call('ayu', 'POST', `${BATCHES}/${batch.id}/submit?locale=en`, {
      versions: versions(batch),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        reason: 'partsNotReady',
        item: 'zzza-div-20261120',
        message: expect.stringMatching(/^zzza-div-20261120: /),
      },
    });
    // Nothing changed: the first item, which could go, is still a draft.
    const unchanged = batchOf(await server().call('ayu', 'GET', `${BATCHES}/${batch.id}`));
    expect(unchanged.items.map((item) => item.working)).toEqual(['draft', 'draft']);

    // The author fills the letter number in, then the batch goes to review as one.
    const zzza = unchanged.items[1]!;
    const fixed = await server().call('ayu', 'PUT', `/api/publishing/announcement/${zzza.id}`, {
      version: zzza.version,
      data: { ...zzza.data, shared: { ...zzza.data.shared, referenceNumber: 'KSEI-7401/DIR/1126' } },
    });
    expect(fixed.statusCode).toBe(200);
    const ready = batchOf(await server().call('ayu', 'GET', `${BATCHES}/${batch.id}`));
    const submitted = await server().call('ayu', 'POST', `${BATCHES}/${batch.id}/submit`, {
      versions: versions(ready),
    });
    expect(submitted.statusCode).toBe(200);
    const inReview = batchOf(submitted);
    expect(inReview.items.map((item) => item.working)).toEqual(['in_review', 'in_review']);

    // The author may not approve their own batch; a writer without the publish scope may not at all.
    const own = await server().call('ayu', 'POST', `${BATCHES}/${batch.id}/approve?locale=id`, {
      versions: versions(inReview),
    });
    expect(own.statusCode).toBe(403);
    expect((own.json() as { error: { message: string; item: string } }).error).toMatchObject({
      item: 'bmri-div-20261120',
      message:
        'bmri-div-20261120: Revisi ini harus disetujui orang lain: Anda yang terakhir mengubah atau mengajukannya. Minta rekan penerbit untuk memeriksanya.',
    });
    expect(
      (await server().call('citra', 'POST', `${BATCHES}/${batch.id}/approve`, { versions: versions(inReview) }))
        .statusCode,
    ).toBe(403);
    // A version older than the review's is a conflict, for the whole batch.
    const stale = { ...versions(inReview), [String(inReview.items[1]!.id)]: 1 };
    expect(
      (await server().call('budi', 'POST', `${BATCHES}/${batch.id}/approve`, { versions: stale })).statusCode,
    ).toBe(409);
    // A time in the past is refused.
    const past = await server().call('budi', 'POST', `${BATCHES}/${batch.id}/approve?locale=en`, {
      versions: versions(inReview),
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json()).toMatchObject({ error: { reason: 'scheduleInPast' } });

    // Scheduled an hour ahead by a second person: every item scheduled, none public yet.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const approved = await server().call('budi', 'POST', `${BATCHES}/${batch.id}/approve`, {
      versions: versions(inReview),
      publishAt: later,
    });
    expect(approved.statusCode).toBe(200);
    expect(batchOf(approved).items.map((item: EditorItem) => [item.working, item.public, item.publishedAt])).toEqual([
      ['settled', 'scheduled', later],
      ['settled', 'scheduled', later],
    ]);
    expect((await server().app.inject({ url: '/api/announcements/bmri-div-20261120?locale=en' })).statusCode).toBe(404);
    expect((await server().app.inject({ url: '/files/announcements/BMRI_DIV_20261120_ID.pdf' })).statusCode).toBe(404);
  });

  it('refuses what is no batch: too many files, odd names, an unknown batch', async () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ id: index + 1, name: `A${index}_DIV_20261120_ID.pdf` }));
    expect((await server().call('ayu', 'POST', BATCHES, { files: many })).statusCode).toBe(400);
    expect((await server().call('ayu', 'POST', BATCHES, { files: [] })).statusCode).toBe(400);
    expect((await server().call('ayu', 'POST', BATCHES, { files: [{ id: 1, name: 'a\u0000.pdf' }] })).statusCode).toBe(
      400,
    );
    expect((await server().call('ayu', 'GET', `${BATCHES}/999999`)).statusCode).toBe(404);
    expect((await server().call('eka', 'POST', BATCHES, { files: [{ id: 1, name: 'a.pdf' }] })).statusCode).toBe(403);
  });
});
