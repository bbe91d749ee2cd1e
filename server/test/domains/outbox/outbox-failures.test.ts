import type { Database } from '../../../src/db/database.js';
import { retryDelayMs } from '../../../src/domains/outbox/backoff.js';
import type { OutgoingMail } from '../../../src/domains/outbox/index.js';
import { enqueueMail } from '../../support/mail-queue.js';
import { describeFailure, type OutboxWorker } from '../../../src/domains/outbox/worker.js';
import { createMigratedTestPglite } from '../../support/pglite-template.js';
import { outboxRows, recordingLog, smtpSettings, TEST_MAIL, testWorker, until } from '../../support/smtp-outbox.js';
import { startTestSmtp, testCertificate, type TestSmtpServer } from '../../support/smtp-server.js';

const CONTACT: OutgoingMail = {
  topic: 'contact',
  subject: 'Pesan baru KSEI-C-0042',
  text: 'Nama: Budi Santoso\nPesan: rahasia-isi-pesan-7f3a',
  replyTo: 'budi.santoso@example.co.id',
};

describe('retry delays', () => {
  it('start at 30 s and double per failure up to an hour, where they stay', () => {
    const none = (): number => 0;
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, {}, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
    expect(retryDelayMs(8, {}, none)).toBe(3_600_000);
    expect(retryDelayMs(500, {}, none)).toBe(3_600_000);
  });

  it('take up to a quarter off at random, so notices that failed together come back apart', () => {
    expect(retryDelayMs(1, {}, () => 0.8)).toBe(24_000);
    expect(retryDelayMs(1, {}, () => 0.5)).toBe(26_250);
    expect(retryDelayMs(8, {}, () => 0.8)).toBe(2_880_000);
    // The random source's largest value (just under 1): just over three quarters.
    expect(retryDelayMs(1, {}, () => 0.999_999)).toBe(22_500);
  });
});

describe('what a failure leaves behind', () => {
  it('keeps nodemailer’s code, the SMTP reply code and the command, never the reply’s text', () => {
    const error = Object.assign(new Error('Invalid login: 535 rejected for budi.santoso@example.co.id'), {
      code: 'EAUTH',
      responseCode: 535,
      command: 'AUTH PLAIN',
      response: '535 rejected for budi.santoso@example.co.id',
    });
    expect(describeFailure(error)).toBe('EAUTH 535 (AUTH PLAIN)');
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
    expect(describeFailure(refused)).toBe('ESOCKET ECONNREFUSED');
    expect(describeFailure(Object.assign(new Error('x'), { code: 'rahasia isi', command: 'RCPT TO:<a@b>' }))).toBe(
      'error',
    );
  });
});

describe('enqueueMail', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createMigratedTestPglite();
  });
  afterAll(() => db.close());

  it.each<[string, OutgoingMail]>([
    ['a subject with a line break (header injection)', { ...CONTACT, subject: 'Hi\r\nBcc: x@example.com' }],
    ['an empty subject', { ...CONTACT, subject: ' ' }],
    ['a reply-to with a second header', { ...CONTACT, replyTo: 'a@example.com\nBcc: x@example.com' }],
    ['a reply-to that is two addresses', { ...CONTACT, replyTo: 'a@example.com, b@example.com' }],
    ['a reply-to on a whistleblowing notice (it would name the reporter)', { ...CONTACT, topic: 'whistleblowing' }],
    ['an unknown topic', { ...CONTACT, topic: 'newsletter' as OutgoingMail['topic'] }],
    ['an empty text', { ...CONTACT, text: '' }],
  ])('refuses %s and queues nothing', async (_name, mail) => {
    await expect(db.transaction((tx) => enqueueMail(tx, mail))).rejects.toThrow(TypeError);
    expect(await outboxRows(db)).toEqual([]);
  });
});

describe('delivery that fails', () => {
  let db: Database;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];

  beforeEach(async () => {
    db = await createMigratedTestPglite();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.stop();
    await db.close();
  });

  function started(worker: OutboxWorker): OutboxWorker {
    workers.push(worker);
    worker.start();
    return worker;
  }

  it('a refused sign-in is retried, never dropped, and the notice goes out once the credentials are right', async () => {
    smtp = await startTestSmtp({ auth: { user: 'website', pass: 'correct horse' } });
    const log = recordingLog();
    const wrong = started(
      testWorker(db, smtp, {
        smtp: smtpSettings(smtp, { user: 'website', password: 'wrong' }),
        retry: { baseMs: 100, maxMs: 200 },
        log,
      }),
    );
    await db.transaction((tx) => enqueueMail(tx, CONTACT));
    await until('three refused attempts', async () => ((await outboxRows(db))[0]?.attempts ?? 0) >= 3);
    await wrong.stop();
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ sent: false, body: CONTACT.text, last_error: 'EAUTH 535 (AUTH PLAIN)' });
    expect(smtp.received).toHaveLength(0);
    expect(log.lines[0]).toMatchObject({ level: 'warn', details: { topic: 'contact', attempts: 1 } });

    started(testWorker(db, smtp, { smtp: smtpSettings(smtp, { user: 'website', password: 'correct horse' }) }));
    await smtp.waitFor(1);
    expect(smtp.received[0]?.user).toBe('website');
    await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps trying at the cap after many failures, warning each time, and logs no content, address or subject', async () => {
    smtp = await startTestSmtp();
    await smtp.stop();
    const log = recordingLog();
    started(testWorker(db, smtp, { retry: { baseMs: 50, maxMs: 100 }, warnAfterAttempts: 4, log }));
    await db.transaction((tx) => enqueueMail(tx, CONTACT));
    await until('six failed attempts', async () => ((await outboxRows(db))[0]?.attempts ?? 0) >= 6);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ sent: false, body: CONTACT.text });
    // At the cap (100 ms), not doubling on: 50 · 2^5 would be 1.6 s.
    expect(row?.due_in).toBeLessThanOrEqual(0.1);
    const stillFailing = log.lines.filter((line) => line.message.includes('still undelivered'));
    expect(stillFailing.length).toBeGreaterThanOrEqual(3);
    expect(stillFailing.every((line) => line.level === 'warn')).toBe(true);
    await smtp.start();
    await smtp.waitFor(1);
    await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    const logged = JSON.stringify(log.lines);
    expect(log.lines.some((line) => line.message === 'outbox: notice sent')).toBe(true);
    for (const secret of ['rahasia-isi-pesan', 'Budi Santoso', 'budi.santoso', 'KSEI-C-0042', 'humas@', 'ksei.test']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the SMTP connection’s protection', () => {
  let db: Database;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];

  beforeEach(async () => {
    db = await createMigratedTestPglite();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.stop();
    await db.close();
  });

  async function deliverOnce(security: 'tls' | 'starttls' | 'none', ca?: string): Promise<void> {
    const worker = testWorker(db, smtp, {
      smtp: smtpSettings(smtp, { security, host: 'localhost' }),
      tls: ca === undefined ? undefined : { ca },
      retry: { baseMs: 60_000 },
    });
    workers.push(worker);
    worker.start();
    await db.transaction((tx) => enqueueMail(tx, CONTACT));
    await until('one attempt made', async () => {
      const [row] = await outboxRows(db);
      return row?.sent === true || (row?.attempts ?? 0) >= 1;
    });
  }

  it('tls: TLS from the first byte, the server’s certificate verified', async () => {
    smtp = await startTestSmtp({ security: 'tls' });
    await deliverOnce('tls', testCertificate().cert);
    await smtp.waitFor(1);
    expect(smtp.received[0]?.secure).toBe(true);
  });

  it('tls: a certificate nobody vouches for is refused (nothing sent)', async () => {
    smtp = await startTestSmtp({ security: 'tls' });
    await deliverOnce('tls');
    expect((await outboxRows(db))[0]).toMatchObject({ sent: false, attempts: 1 });
    expect((await outboxRows(db))[0]?.last_error).toMatch(/^ESOCKET|^ETLS/);
    expect(smtp.received).toHaveLength(0);
  });

  it('starttls: the plain connection is upgraded before anything is sent', async () => {
    smtp = await startTestSmtp({ security: 'starttls' });
    await deliverOnce('starttls', testCertificate().cert);
    await smtp.waitFor(1);
    expect(smtp.received[0]?.secure).toBe(true);
  });

  it('starttls: a server that cannot upgrade gets nothing in the clear', async () => {
    smtp = await startTestSmtp({ security: 'none' });
    await deliverOnce('starttls', testCertificate().cert);
    expect((await outboxRows(db))[0]).toMatchObject({ sent: false, attempts: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it('none: plain SMTP to a relay that offers no TLS', async () => {
    smtp = await startTestSmtp({ security: 'none' });
    await deliverOnce('none');
    await smtp.waitFor(1);
    expect(smtp.received[0]?.secure).toBe(false);
    expect(smtp.received[0]?.rcptTo).toEqual(TEST_MAIL.to.contact);
  });
});
