/**
 * Control characters in the public forms: a NUL (or another control no person types) in any text
 * field is a field error in the visitor's language, 400, in JSON, urlencoded and multipart bodies
 * alike, and nothing is stored; the database never sees it. Tabs and new lines stay welcome in text
 * that runs over several lines.
 */
import { describeEachEngine } from '../../support/engines.js';
import { jpegPicture } from '../../support/evidence-files.js';
import { captchaToken, countRows, json, post, urlencoded } from '../../support/forms-server.js';
import { CAPTCHA, multipart, VALID_CONTACT, VALID_REPORT } from '../../support/forms-requests.js';
import { useInboxServer } from '../../support/inbox.js';

const CONTACT = '/api/forms/contact';
const REPORT = '/api/forms/whistleblowing';
const STATUS = '/api/forms/whistleblowing/status';
const FOLLOW_UP = '/api/forms/whistleblowing/follow-up';

const SAYS = {
  id: 'Hapus karakter kontrol tak terlihat (seperti NUL) dari isian ini; tab dan baris baru boleh.',
  en: 'Remove the invisible control characters (such as NUL) from this field; tabs and new lines are fine.',
} as const;

type Body = { payload: string | Buffer | object; headers?: Record<string, string> };
const BODIES: Readonly<Record<string, (fields: Record<string, string>) => Body>> = {
  JSON: json,
  urlencoded,
  multipart: (fields) => multipart(fields),
};

describeEachEngine('forms: control characters', (engine) => {
  const server = useInboxServer(engine);

  async function refusedOn(url: string, body: Body, field: string, locale: 'id' | 'en'): Promise<void> {
    const response = await post(server(), url, body);
    expect([field, response.statusCode]).toEqual([field, 400]);
    expect(response.json()).toMatchObject({
      error: { code: 'bad_request', fields: [{ name: field, message: SAYS[locale] }] },
    });
  }

  for (const [kind, body] of Object.entries(BODIES)) {
    it(`contact (${kind}): a NUL in the name, the subject or the message is 400 with the field's message in both languages, nothing stored`, async () => {
      const before = await countRows(server(), 'contact_messages');
      for (const field of ['fullName', 'subject', 'message'] as const) {
        for (const locale of ['id', 'en'] as const) {
          const value = `${VALID_CONTACT[field]}\u0000x`;
          const fields = { ...VALID_CONTACT, [field]: value, locale, [CAPTCHA]: await captchaToken(server()) };
          await refusedOn(CONTACT, body(fields), field, locale);
        }
      }
      expect(await countRows(server(), 'contact_messages')).toBe(before);
    });
  }

  it('contact: other controls (U+0001, U+001B, DEL, U+0085) are refused too; tab and new lines are kept', async () => {
    for (const control of ['\u0001', '\u001b', '\u007f', '\u0085']) {
      const fields = { ...VALID_CONTACT, fullName: `Siti${control}Rahma`, locale: 'en' };
      await refusedOn(CONTACT, json({ ...fields, [CAPTCHA]: await captchaToken(server()) }), 'fullName', 'en');
    }
    const message = 'Baris pertama,\r\n\tbaris kedua dengan tab.\nBaris ketiga.';
    const sent = await post(
      server(),
      CONTACT,
      json({ ...VALID_CONTACT, message, [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(sent.statusCode).toBe(200);
  });

  it('whistleblowing (multipart): a NUL in the reported name or the chronology is 400 on that field, nothing stored', async () => {
    const before = await countRows(server(), 'whistleblowing_reports');
    for (const field of ['reportedName', 'chronology', 'reporterName'] as const) {
      const fields = { ...VALID_REPORT, [field]: `${VALID_REPORT.reportedName}\u0000 dan lainnya`, locale: 'en' };
      const body = multipart({ ...fields, [CAPTCHA]: await captchaToken(server()) }, [
        { name: 'foto.jpg', type: 'image/jpeg', bytes: jpegPicture() },
      ]);
      await refusedOn(REPORT, body, field, 'en');
    }
    expect(await countRows(server(), 'whistleblowing_reports')).toBe(before);
  });

  it('follow-up (multipart): a NUL in the note is 400 on the note; a receipt with one is not a receipt', async () => {
    const sent = await post(server(), REPORT, multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) }));
    expect(sent.statusCode).toBe(200);
    const { receipt } = sent.json() as { receipt: string };
    const threads = await countRows(server(), 'whistleblowing_thread');
    const note = multipart({
      receipt,
      note: 'Tambahan\u0000informasi',
      locale: 'id',
      [CAPTCHA]: await captchaToken(server()),
    });
    await refusedOn(FOLLOW_UP, note, 'note', 'id');
    expect(await countRows(server(), 'whistleblowing_thread')).toBe(threads);
    const status = await post(
      server(),
      STATUS,
      json({ receipt: `${receipt}\u0000`, locale: 'en', [CAPTCHA]: await captchaToken(server()) }),
    );
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ error: { fields: [{ name: 'receipt' }] } });
  });
});
