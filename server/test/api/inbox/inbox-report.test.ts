/**
 * A report's way through the inbox, end to end on a real server: sent through the form, opened by
 * staff (decrypted, the read in the audit trail), moved only as the contract's transitions allow,
 * answered; the reporter reads the answer with the receipt (no staff name) and adds a note and a file;
 * staff see them; the evidence downloads as an attachment that never renders.
 */
import type { InboxReportDetail, ReportStatus } from '@ksei/shared/node';
import { mp4File, jpegPicture } from '../../support/evidence-files.js';
import { captchaToken, json, post } from '../../support/forms-server.js';
import { CAPTCHA, multipart, VALID_REPORT } from '../../support/forms-requests.js';
import { STAFF, staffGet, staffPost, useInboxServer, type InboxServer } from '../../support/inbox.js';

const REPORT = '/api/forms/whistleblowing';
const STATUS = '/api/forms/whistleblowing/status';
const FOLLOW_UP = '/api/forms/whistleblowing/follow-up';

async function sendReport(server: InboxServer, chronology: string): Promise<{ receipt: string; reference: string }> {
  const body = multipart({ ...VALID_REPORT, chronology, [CAPTCHA]: await captchaToken(server) }, [
    { name: 'foto.jpg', type: 'image/jpeg', bytes: jpegPicture() },
  ]);
  const response = await post(server, REPORT, body);
  expect(response.statusCode).toBe(200);
  const { receipt } = response.json() as { receipt: string };
  const [row] = await server.db.query<{ reference: string }>(
    'select reference from whistleblowing_reports order by submitted_at desc limit 1',
  );
  return { receipt, reference: row?.reference ?? '' };
}

async function reporterStatus(server: InboxServer, receipt: string): Promise<ReportStatus> {
  const response = await post(server, STATUS, json({ receipt, [CAPTCHA]: await captchaToken(server) }));
  expect(response.statusCode).toBe(200);
  return response.json() as ReportStatus;
}

async function detail(server: InboxServer, reference: string, token = server.tokens.handler) {
  const response = await staffGet(server, `/api/inbox/reports/${reference}`, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { data: InboxReportDetail }).data;
}

describe('inbox: one report, staff and reporter', () => {
  const server = useInboxServer();

  it('opens a report decrypted, as it was sent, and writes each read to its audit trail with the reader', async () => {
    const chronology = 'Rapat pengadaan 14 Maret: amplop cokelat diserahkan pemasok kepada kepala bagian.';
    const { reference } = await sendReport(server(), chronology);
    const first = await detail(server(), reference, server().tokens.reader);
    expect(first.fields).toEqual({ ...VALID_REPORT, chronology });
    expect(first).toMatchObject({ reference, status: 'received', violationType: 'bribery', evidenceCount: 1 });
    expect(first.evidence).toEqual([expect.objectContaining({ mediaType: 'image/jpeg', from: 'report' })]);
    expect(first.nextStatuses).toEqual(['acknowledged', 'closed']);
    expect(first.audit).toEqual([expect.objectContaining({ action: 'read', staffName: STAFF.reader.name })]);
    const second = await detail(server(), reference);
    expect(second.audit.map((entry) => [entry.action, entry.staffName])).toEqual([
      ['read', STAFF.handler.name],
      ['read', STAFF.reader.name],
    ]);
  });

  it('answers 404 for a reference that names no report', async () => {
    const response = await staffGet(server(), '/api/inbox/reports/WB-NOTHERE1', server().tokens.handler);
    expect(response.statusCode).toBe(404);
  });

  it('moves a report only along the contract: refused moves change nothing and say why in the asked language', async () => {
    const { reference } = await sendReport(server(), 'Kejadian yang dilaporkan untuk menguji perpindahan status.');
    const move = (status: string, locale = 'id') =>
      staffPost(server(), `/api/inbox/reports/${reference}/status?locale=${locale}`, server().tokens.handler, {
        status,
      });
    // From received: not straight to in_review, not to itself.
    for (const status of ['in_review', 'received']) {
      const refused = await move(status, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'bad_request', fields: [{ name: 'status' }] } });
    }
    expect((await move('in_review', 'en')).json().error.fields[0].message).toBe(
      'The report\'s status cannot change from "Received" to "In review".',
    );
    expect((await move('in_review')).json().error.fields[0].message).toBe(
      'Status laporan tidak dapat diubah dari "Diterima" menjadi "Dalam peninjauan".',
    );
    expect((await detail(server(), reference)).status).toBe('received');

    const acknowledged = await move('acknowledged');
    expect(acknowledged.statusCode).toBe(200);
    const ack = (acknowledged.json() as { data: InboxReportDetail }).data;
    expect(ack).toMatchObject({ status: 'acknowledged', nextStatuses: ['in_review', 'closed'] });
    expect(ack.acknowledgedAt).not.toBeNull();
    expect((await move('received')).statusCode).toBe(400);
    expect((await move('acknowledged')).statusCode).toBe(400);
    expect((await move('in_review')).statusCode).toBe(200);
    expect((await move('acknowledged')).statusCode).toBe(400);
    const closed = await move('closed');
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as { data: InboxReportDetail }).data.nextStatuses).toEqual([]);
    for (const status of ['received', 'acknowledged', 'in_review', 'closed']) {
      expect((await move(status)).statusCode).toBe(400);
    }
    const [row] = await server().db.query<{ closed_at: Date | null }>(
      'select closed_at from whistleblowing_reports where reference = $1',
      [reference],
    );
    expect(row?.closed_at).not.toBeNull();
    const trail = (await detail(server(), reference)).audit.filter((entry) => entry.action === 'status');
    expect(trail.map((entry) => entry.detail)).toEqual(['closed', 'in_review', 'acknowledged']);
    expect(trail.every((entry) => entry.staffName === STAFF.handler.name)).toBe(true);
  });

  it('closes a report straight from received (an unfounded report)', async () => {
    const { reference } = await sendReport(server(), 'Laporan yang ternyata tidak berdasar, ditutup langsung.');
    const response = await staffPost(server(), `/api/inbox/reports/${reference}/status`, server().tokens.handler, {
      status: 'closed',
    });
    expect(response.statusCode).toBe(200);
  });

  it('shows a staff reply to the reporter with the receipt, without the staff name; the first sets firstReplyAt', async () => {
    const { receipt, reference } = await sendReport(server(), 'Laporan untuk menguji balasan kepada pelapor.');
    const before = await reporterStatus(server(), receipt);
    expect(before).toMatchObject({ status: 'received', thread: [], open: true });

    const text = 'Terima kasih. Laporan Anda sedang kami pelajari; mohon kirim foto dokumen jika ada.';
    const replied = await staffPost(server(), `/api/inbox/reports/${reference}/replies`, server().tokens.handler, {
      text: `  ${text}  `,
    });
    expect(replied.statusCode).toBe(200);
    const report = (replied.json() as { data: InboxReportDetail }).data;
    expect(report.thread).toEqual([{ author: 'staff', text, at: expect.any(String), staffName: STAFF.handler.name }]);
    expect(report.firstReplyAt).toBe(report.thread[0]?.at);
    expect(report.audit[0]).toMatchObject({ action: 'reply', staffName: STAFF.handler.name });

    const seen = await post(server(), STATUS, json({ receipt, [CAPTCHA]: await captchaToken(server()) }));
    expect(seen.json()).toEqual({ ...before, thread: [{ author: 'staff', text, at: report.thread[0]?.at }] });
    expect(seen.body).not.toContain(STAFF.handler.name);
    expect(seen.body).not.toContain(STAFF.handler.email);

    await staffPost(server(), `/api/inbox/reports/${reference}/replies`, server().tokens.handler, { text: 'Kedua.' });
    expect((await detail(server(), reference)).firstReplyAt).toBe(report.firstReplyAt);
    // Sealed at rest like the report.
    const rows = await server().db.query<{ row: string }>('select t::text as row from whistleblowing_thread t');
    expect(rows.map((row) => row.row).join('\n')).not.toContain(Buffer.from('Terima kasih').toString('hex'));
  });

  it('refuses an empty or too long reply, and a reply to a closed report', async () => {
    const { reference } = await sendReport(server(), 'Laporan untuk menguji batas balasan staf.');
    const reply = (payload: object, locale = 'id') =>
      staffPost(server(), `/api/inbox/reports/${reference}/replies?locale=${locale}`, server().tokens.handler, payload);
    expect((await reply({ text: '   ' })).json()).toMatchObject({
      error: { code: 'bad_request', fields: [{ name: 'text', message: 'Wajib diisi.' }] },
    });
    expect((await reply({ text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await reply({ text: '😀'.repeat(5000) })).statusCode).toBe(200);
    expect((await reply({})).statusCode).toBe(400);
    await staffPost(server(), `/api/inbox/reports/${reference}/status`, server().tokens.handler, { status: 'closed' });
    const closed = await reply({ text: 'Terlambat.' }, 'en');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.fields).toEqual([
      { name: 'text', message: 'This report is closed: nothing more can be added to it.' },
    ]);
  });

  it('takes the reporter’s note and file with the receipt, shows them to staff, and refuses once closed', async () => {
    const { receipt, reference } = await sendReport(server(), 'Laporan untuk menguji informasi tambahan pelapor.');
    const note = 'Saya menemukan rekaman video rapat tersebut; terlampir.';
    const video = mp4File().bytes;
    const body = multipart({ receipt, note, locale: 'en', [CAPTCHA]: await captchaToken(server()) }, [
      { name: 'rapat.mp4', type: 'video/mp4', bytes: video },
    ]);
    const response = await post(server(), FOLLOW_UP, body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const status = response.json() as ReportStatus;
    expect(status).toMatchObject({ status: 'received', open: true, thread: [{ author: 'reporter', text: note }] });

    const report = await detail(server(), reference);
    expect(report.thread).toEqual([{ author: 'reporter', text: note, at: expect.any(String) }]);
    expect(report.evidence.map((file) => [file.mediaType, file.from])).toEqual([
      ['image/jpeg', 'report'],
      ['video/mp4', 'followUp'],
    ]);
    expect(report.evidenceCount).toBe(2);
    const added = report.evidence[1]?.id;
    const entry = report.audit.find((item) => item.action === 'reporterNote');
    expect(entry).toEqual({ action: 'reporterNote', at: expect.any(String), detail: added });

    // A note alone, and then nothing at all.
    const alone = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: 'Satu hal lagi.', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(alone.statusCode).toBe(200);
    const empty = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: '  ', locale: 'en', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      { name: 'note', message: 'Write the additional information or attach an evidence file.' },
    ]);
    const long = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: 'x'.repeat(5001), [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(long.json().error.fields).toEqual([
      { name: 'note', message: 'Terlalu panjang: paling banyak 5000 karakter.' },
    ]);

    await staffPost(server(), `/api/inbox/reports/${reference}/status`, server().tokens.handler, { status: 'closed' });
    const closed = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: 'Masih ada lagi.', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.fields).toEqual([
      { name: 'note', message: 'Laporan ini sudah ditutup: tidak ada lagi yang dapat ditambahkan.' },
    ]);
    expect(await reporterStatus(server(), receipt)).toMatchObject({ status: 'closed', open: false });
    expect((await detail(server(), reference)).thread).toHaveLength(2);
  });

  it('refuses a follow-up without the captcha, with an unknown receipt (404) or a file that is no .jpg/.mp4', async () => {
    const { receipt } = await sendReport(server(), 'Laporan untuk menguji penolakan informasi tambahan.');
    const noCaptcha = await post(server(), FOLLOW_UP, multipart({ receipt, note: 'Tanpa verifikasi.' }));
    expect(noCaptcha.json().error.fields.map((field: { name: string }) => field.name)).toEqual([CAPTCHA]);
    const unknown = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt: '0000-0000-0000-0000', note: 'Siapa?', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(unknown.statusCode).toBe(404);
    const wrongFile = await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: 'Berkas.', [CAPTCHA]: await captchaToken(server()) }, [
        { name: 'bukti.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4 not a picture') },
      ]),
    );
    expect(wrongFile.statusCode).toBe(400);
    expect(wrongFile.json().error.fields[0].name).toBe('evidence');
  });

  it('downloads evidence as a numbered attachment of its stored type that never renders, and audits it', async () => {
    const { receipt, reference } = await sendReport(server(), 'Laporan untuk menguji unduhan bukti oleh staf.');
    await post(
      server(),
      FOLLOW_UP,
      multipart({ receipt, note: 'Video.', [CAPTCHA]: await captchaToken(server()) }, [
        { name: 'v.mp4', type: 'video/mp4', bytes: mp4File().bytes },
      ]),
    );
    const [photo, film] = (await detail(server(), reference)).evidence;
    const download = (id: string | undefined) =>
      staffGet(server(), `/api/inbox/reports/${reference}/evidence/${id ?? ''}`, server().tokens.reader);
    const first = await download(photo?.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${reference}-1.jpg"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toMatch(/(^|; ?)sandbox(;|$)/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(first.rawPayload.length).toBe(photo?.sizeBytes);
    const second = await download(film?.id);
    expect(second.headers['content-type']).toBe('video/mp4');
    expect(second.headers['content-disposition']).toBe(`attachment; filename="${reference}-2.mp4"`);
    const other = await sendReport(server(), 'Laporan lain: buktinya tidak boleh terbuka lewat alamat laporan ini.');
    const [foreign] = (await detail(server(), other.reference)).evidence;
    expect((await download(foreign?.id)).statusCode).toBe(404);
    expect((await download('not-an-id')).statusCode).toBe(404);
    const audit = (await detail(server(), reference)).audit.filter((entry) => entry.action === 'evidence');
    expect(audit.map((entry) => [entry.detail, entry.staffName])).toEqual([
      [film?.id, STAFF.reader.name],
      [photo?.id, STAFF.reader.name],
    ]);
  });
});
