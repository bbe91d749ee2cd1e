/**
 * The forms' write API through real requests on a real database: the rules of both forms in both
 * languages, the captcha on every submission, and uploads at and over their limits, each refused as
 * stated with nothing stored.
 */
import {
  CAPTCHA,
  jpegOfSize,
  multipart,
  tinyJpeg,
  VALID_CONTACT,
  VALID_REPORT,
  everyRow,
} from '../../support/forms-requests.js';
import { outboxRows } from '../../support/smtp-outbox.js';
import { captchaToken, countRows, json, post, urlencoded, useFormsServer } from '../../support/forms-server.js';

const server = useFormsServer();

const CONTACT = '/api/forms/contact';
const REPORT = '/api/forms/whistleblowing';

type ErrorBody = { error: { code: string; message: string; fields?: { name: string; message: string }[] } };
const fieldsOf = (body: string): Record<string, string> =>
  Object.fromEntries(((JSON.parse(body) as ErrorBody).error.fields ?? []).map((field) => [field.name, field.message]));

async function storedCounts(): Promise<number[]> {
  return Promise.all(
    ['contact_messages', 'whistleblowing_reports', 'whistleblowing_evidence', 'mail_outbox'].map((table) =>
      countRows(server(), table),
    ),
  );
}

describe('contact form', () => {
  it('names every failing field in Indonesian by default, with the contract’s words', async () => {
    const response = await post(server(), CONTACT, json({ email: 'bukan-email', phone: '12', message: 'pendek' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(fieldsOf(response.body)).toEqual({
      fullName: 'Wajib diisi.',
      subject: 'Wajib diisi.',
      email: 'Masukkan alamat email yang valid, misalnya nama@contoh.co.id.',
      phone: 'Masukkan nomor telepon yang valid, misalnya 0812 3456 7890 atau +62 21 5152855.',
      message: 'Terlalu pendek: paling sedikit 10 karakter.',
      [CAPTCHA]: 'Centang kotak verifikasi "Saya bukan robot", lalu kirim lagi.',
    });
    expect((JSON.parse(response.body) as ErrorBody).error.code).toBe('bad_request');
  });

  it('answers in English when the body says locale=en (urlencoded, as a plain HTML form posts)', async () => {
    const response = await post(
      server(),
      CONTACT,
      urlencoded({
        ...VALID_CONTACT,
        fullName: 'S',
        subject: 'x'.repeat(151),
        locale: 'en',
        [CAPTCHA]: await captchaToken(server()),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({
      fullName: 'Too short: at least 2 characters.',
      subject: 'Too long: at most 150 characters.',
    });
    expect((JSON.parse(response.body) as ErrorBody).error.message).toMatch(/^The request is not valid\. /);
  });

  it('refuses a refused captcha token with the captcha message, and stores nothing', async () => {
    const before = await storedCounts();
    const response = await post(server(), CONTACT, json({ ...VALID_CONTACT, locale: 'en', [CAPTCHA]: 'forged' }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ [CAPTCHA]: 'Tick the "I\'m not a robot" check box, then send again.' });
    expect(await storedCounts()).toEqual(before);
  });

  it('accepts a valid message as JSON and as urlencoded: a reference, one stored row and one queued notice each', async () => {
    const before = await storedCounts();
    for (const body of [
      json({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(server()) }),
      urlencoded({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(server()) }),
    ]) {
      const response = await post(server(), CONTACT, body);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body)).toEqual({ reference: expect.stringMatching(/^KSEI-[2-9A-HJKMNP-Z]{8}$/) });
    }
    const after = await storedCounts();
    expect(after[0]).toBe((before[0] ?? 0) + 2);
    expect(after[3]).toBe((before[3] ?? 0) + 2);
    const [notice] = await outboxRows(server().db).then((rows) =>
      rows.filter((row) => row.topic === 'contact').slice(-1),
    );
    expect(notice?.reply_to).toBe(VALID_CONTACT.email);
    expect(notice?.body).toContain(VALID_CONTACT.message);
  });

  it('refuses more fields than the limit, and a field longer than it, with 413', async () => {
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`extra${index}`, 'x']));
    const tooMany = await post(server(), CONTACT, urlencoded(many));
    expect(tooMany.statusCode).toBe(413);
    const long = await post(server(), CONTACT, json({ ...VALID_CONTACT, message: 'x'.repeat(40_001) }));
    expect(long.statusCode).toBe(413);
    expect((JSON.parse(long.body) as ErrorBody).error.code).toBe('payload_too_large');
  });
});

/** A report with a fresh captcha token (each is good for one submission). */
const reportBody = async (extra: Record<string, string> = {}, files: Parameters<typeof multipart>[1] = []) =>
  multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()), ...extra }, files);

describe('whistleblowing form', () => {
  it('names the failing fields in both languages', async () => {
    const fields = { reportedName: '', violationType: 'gossip', occurredOn: '2999-01-01', chronology: 'pendek' };
    const id = await post(server(), REPORT, await reportBody(fields));
    expect(id.statusCode).toBe(400);
    expect(fieldsOf(id.body)).toEqual({
      reportedName: 'Wajib diisi.',
      violationType: 'Pilih salah satu jenis pelanggaran.',
      occurredOn: 'Tanggal tidak boleh setelah hari ini.',
      chronology: 'Terlalu pendek: paling sedikit 30 karakter.',
    });
    const en = await post(server(), REPORT, await reportBody({ ...fields, locale: 'en', reporterEmail: 'a@b' }));
    expect(fieldsOf(en.body)).toEqual({
      reporterEmail: 'Enter a valid email address, for example name@example.com.',
      reportedName: 'This field is required.',
      violationType: 'Choose a type of violation.',
      occurredOn: 'The date cannot be after today.',
      chronology: 'Too short: at least 30 characters.',
    });
  });

  it('accepts a report with evidence: a receipt of four groups of four digits, the report, its evidence and one notice', async () => {
    const before = await storedCounts();
    const response = await post(
      server(),
      REPORT,
      await reportBody({}, [{ name: 'bukti.jpg', type: 'image/jpeg', bytes: tinyJpeg() }]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const accepted = JSON.parse(response.body) as { receipt: string; submittedAt: string; evidenceCleaned: boolean };
    expect(accepted.receipt).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(Math.abs(Date.parse(accepted.submittedAt) - Date.now())).toBeLessThan(60_000);
    expect(accepted.evidenceCleaned).toBe(true);
    const after = await storedCounts();
    expect(after.slice(1).map((count, index) => count - (before[index + 1] ?? 0))).toEqual([1, 1, 1]);
  });

  it('takes an unchosen file (an empty part without a name, as browsers send it) as no evidence', async () => {
    const before = await storedCounts();
    const response = await post(
      server(),
      REPORT,
      await reportBody({}, [{ name: '', type: 'application/octet-stream', bytes: new Uint8Array(0) }]),
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ evidenceCleaned: false });
    const after = await storedCounts();
    expect([after[1]! - before[1]!, after[2]! - before[2]!]).toEqual([1, 0]);
  });

  it('refuses a zero-byte evidence file with its message, and stores nothing', async () => {
    const before = await storedCounts();
    const response = await post(
      server(),
      REPORT,
      await reportBody({ locale: 'en' }, [{ name: 'bukti.jpg', type: 'image/jpeg', bytes: new Uint8Array(0) }]),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ evidence: 'The evidence file is empty.' });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers evidence of 2 MB + 1 byte with 413 and the localized message, and stores nothing; 2 MB exactly passes the size check', async () => {
    const before = await storedCounts();
    const over = jpegOfSize(2 * 1024 * 1024 + 1);
    const response = await post(
      server(),
      REPORT,
      await reportBody({}, [{ name: 'b.jpg', type: 'image/jpeg', bytes: over }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(fieldsOf(response.body)).toEqual({ evidence: 'Berkas bukti paling besar 2 MB.' });
    expect(await storedCounts()).toEqual(before);

    const exact = jpegOfSize(2 * 1024 * 1024);
    const english = await post(
      server(),
      REPORT,
      await reportBody({ locale: 'en' }, [{ name: 'b.jpg', type: 'image/jpeg', bytes: over }]),
    );
    expect(fieldsOf(english.body)).toEqual({ evidence: 'The evidence file can be at most 2 MB.' });
    const atLimit = await post(
      server(),
      REPORT,
      await reportBody({}, [{ name: 'b.jpg', type: 'image/jpeg', bytes: exact }]),
    );
    expect(atLimit.statusCode).toBe(200);
  });

  it('never keeps the file’s name: a traversal name is stored without it, and no file is written', async () => {
    const name = '../../../../etc/cron.d/ksei-traversal.jpg';
    const response = await post(
      server(),
      REPORT,
      await reportBody({}, [{ name, type: 'image/jpeg', bytes: tinyJpeg() }]),
    );
    expect(response.statusCode).toBe(200);
    const rows = await everyRow(server().db);
    expect(rows).not.toContain('ksei-traversal');
    expect(rows).not.toContain(Buffer.from('ksei-traversal').toString('hex'));
  });

  it('refuses a second file, a file under another name and a report over the body limit with 4xx, storing nothing', async () => {
    const before = await storedCounts();
    const jpeg = { name: 'a.jpg', type: 'image/jpeg', bytes: tinyJpeg() };
    const two = await post(server(), REPORT, await reportBody({}, [jpeg, jpeg]));
    expect(two.statusCode).toBe(400); // "one file only" on the evidence field
    const other = await post(server(), REPORT, await reportBody({}, [{ ...jpeg, field: 'photo' }]));
    expect(other.statusCode).toBe(400);
    const declared = await reportBody();
    const huge = await post(server(), REPORT, {
      payload: declared.payload,
      headers: { ...declared.headers, 'content-length': String(3 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses evidence the check refuses by content (a text file named .jpg) with the type message', async () => {
    const response = await post(
      server(),
      REPORT,
      await reportBody({ locale: 'en' }, [
        { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture') },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ evidence: 'Evidence must be a .jpg photo or an .mp4 video.' });
  });
});
