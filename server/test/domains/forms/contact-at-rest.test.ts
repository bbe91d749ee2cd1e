/**
 * A contact message is kept sealed at rest, and a delivered notice keeps nothing the visitor typed:
 * after a post, no table (on either engine) holds any typed text in clear, nor does the embedded
 * database's data folder (its write-ahead log included); after delivery the outbox row holds none of
 * it, sealed or not, while the notice that went out and the staff inbox still show it all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteDatabase } from '../../../src/db/pglite.js';
import { readMessage } from '../../../src/domains/inbox/messages.js';
import { describeEachEngine, serverDatabase } from '../../support/engines.js';
import { CAPTCHA, asByteaHex, everyRow } from '../../support/forms-requests.js';
import { captchaToken, json, post, startFormsServer } from '../../support/forms-server.js';
import type { TestServer } from '../../support/fixtures.js';
import { TEST_FORM_KEYS } from '../../support/mail-queue.js';
import { testWorker, until } from '../../support/smtp-outbox.js';
import { startTestSmtp } from '../../support/smtp-server.js';

/** One distinctive string per field, none of them anywhere in the seed or the code. */
const TYPED = {
  fullName: 'Wiryawan Tjokrosuharto',
  subject: 'Perihal sengketa zq7-subjek',
  email: 'wiryawan.zq7@example.co.id',
  phone: '0813 7777 2468',
  message: 'Isi pesan rahasia zq7-isi yang tidak boleh tersimpan terbuka.',
} as const;

async function postContact(server: TestServer): Promise<string> {
  const response = await post(
    server,
    '/api/forms/contact',
    json({ ...TYPED, locale: 'id', [CAPTCHA]: await captchaToken(server) }),
  );
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { reference: string }).reference;
}

/** Every typed string that is found in `text`, as typed or as the hex of a bytea column. */
const typedIn = (text: string): string[] =>
  Object.values(TYPED).filter((typed) => text.includes(typed) || text.includes(asByteaHex(typed)));

describeEachEngine('a contact message at rest', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startFormsServer(serverDatabase(engine));
  });
  afterAll(() => server.close());

  it('no table holds what the visitor typed; once delivered the outbox row holds none of it; the inbox opens it', async () => {
    const reference = await postContact(server);
    const queued = await everyRow(server.db);
    expect(queued).toContain(reference);
    expect(typedIn(queued)).toEqual([]);

    const smtp = await startTestSmtp();
    const worker = testWorker(server.db, smtp);
    try {
      worker.start();
      await until('the notice is sent', async () => {
        const [row] = await server.db.query<{ sent: boolean }>(
          `select sent_at is not null as sent from mail_outbox where subject like $1`,
          [`%${reference}%`],
        );
        return row?.sent === true;
      });
    } finally {
      await worker.stop();
      await smtp.stop();
    }
    // The notice that went out carried the message and the visitor's address to answer.
    const [sent] = smtp.received;
    expect(sent?.text).toContain(TYPED.message);
    expect(sent?.raw).toContain(TYPED.email);
    const [row] = await server.db.query<Record<string, unknown>>(
      `select subject, body, reply_to, key_id, sealed from mail_outbox where subject like $1`,
      [`%${reference}%`],
    );
    expect(row).toEqual({
      subject: `[${reference}] Pesan kontak baru / New contact message`,
      body: null,
      reply_to: null,
      key_id: null,
      sealed: null,
    });
    expect(typedIn(await everyRow(server.db))).toEqual([]);

    const message = await readMessage({ db: server.db, keys: TEST_FORM_KEYS, now: () => new Date() }, reference, {
      email: 'nobody@example.co.id',
    });
    expect(message?.fields).toEqual(TYPED);
  });
});

describe('the embedded database’s data folder', () => {
  let dataDir: string;
  let server: TestServer | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-contact-wal-'));
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under `folder`, read whole. */
  const filesUnder = (folder: string): Buffer[] =>
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));

  it('holds none of what the visitor typed, write-ahead log included', async () => {
    server = await startFormsServer({ database: () => createPgliteDatabase(dataDir) });
    const reference = await postContact(server);
    // Closed: everything the database wrote is in its files now.
    await server.close();
    server = undefined;
    const files = filesUnder(dataDir);
    expect(files.some((file) => file.includes(reference))).toBe(true);
    const found = Object.values(TYPED).filter((typed) => files.some((file) => file.includes(typed)));
    expect(found).toEqual([]);
  });
});
