import type { Database } from '../../../src/db/database.js';
import type { OutgoingMail } from '../../../src/domains/outbox/index.js';
import { enqueueMail } from '../../support/mail-queue.js';
import type { OutboxWorker } from '../../../src/domains/outbox/worker.js';
import { describeEachEngine } from '../../support/engines.js';
import { outboxRows, recordingLog, TEST_MAIL, testWorker, until } from '../../support/smtp-outbox.js';
import { startTestSmtp, type TestSmtpServer } from '../../support/smtp-server.js';

const CONTACT: OutgoingMail = {
  topic: 'contact',
  subject: 'Pesan baru: Pertanyaan tentang AKSes — KSEI-C-0001',
  text: 'Nama: Siti Rahayu\nPesan: Bagaimana cara mendaftar AKSes?\nTerima kasih — salam hangat.',
  replyTo: 'siti.rahayu@example.co.id',
};
const REPORT: OutgoingMail = {
  topic: 'whistleblowing',
  subject: 'Laporan pelanggaran baru: WB-2026-0007',
  text: 'Laporan baru WB-2026-0007 menunggu di kotak masuk staf.',
};

function queue(db: Database, mail: OutgoingMail): Promise<void> {
  return db.transaction((tx) => enqueueMail(tx, mail));
}

function numbered(n: number): OutgoingMail {
  return { topic: 'contact', subject: `Pesan ${n}`, text: `Isi pesan nomor ${n}` };
}

describeEachEngine('outbox delivery over SMTP', (engine) => {
  let db: Database;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];

  const worker = (options?: Parameters<typeof testWorker>[2]): OutboxWorker => {
    const created = testWorker(db, smtp, options);
    workers.push(created);
    created.start();
    return created;
  };

  beforeEach(async () => {
    db = await engine.createMigrated();
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.stop()));
    await smtp.stop();
    await db.close();
  });

  it('delivers a queued notice to its topic’s recipients with its subject, text and reply-to, then keeps no copy of it', async () => {
    worker();
    await queue(db, CONTACT);
    await queue(db, REPORT);
    await smtp.waitFor(2);
    const [contact, report] = [...smtp.received].sort((a, b) => a.rcptTo.length - b.rcptTo.length).reverse();
    expect(contact?.rcptTo).toEqual(['humas@ksei.test', 'sekretariat@ksei.test']);
    expect(contact?.mailFrom).toBe('no-reply@ksei.test');
    expect(contact?.headers.get('subject')).toBe(CONTACT.subject);
    expect(contact?.headers.get('reply-to')).toBe('siti.rahayu@example.co.id');
    expect(contact?.headers.get('x-ksei-topic')).toBe('contact');
    expect(contact?.text).toBe(CONTACT.text);
    expect(report?.rcptTo).toEqual(['wbs@ksei.test']);
    expect(report?.headers.get('subject')).toBe(REPORT.subject);
    expect(report?.headers.has('reply-to')).toBe(false);
    expect(report?.text).toBe(REPORT.text);
    await until('both rows marked sent', async () => (await outboxRows(db)).every((row) => row.sent));
    const rows = await outboxRows(db);
    expect(rows.map((row) => [row.topic, row.sent, row.attempts, row.body, row.reply_to])).toEqual([
      ['contact', true, 1, null, null],
      ['whistleblowing', true, 1, null, null],
    ]);
  });

  it('queues nothing for a transaction that rolls back', async () => {
    worker();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, numbered(1));
        throw new Error('the submission failed after queuing its notice');
      }),
    ).rejects.toThrow('the submission failed');
    await queue(db, numbered(2));
    await smtp.waitFor(1);
    const rows = await outboxRows(db);
    expect(rows.map((row) => row.subject)).toEqual(['Pesan 2']);
    // The later notice went out; the rolled-back one never existed to go.
    await until('the worker is idle', async () => (await outboxRows(db)).every((row) => row.sent));
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Pesan 2']);
  });

  it('keeps a notice queued while the mail server is down (attempt counted, next attempt later) and delivers it once the server is back', async () => {
    worker();
    await queue(db, numbered(1));
    await smtp.waitFor(1);
    await smtp.stop();
    await queue(db, numbered(2));
    await until('the failed attempt is recorded', async () => (await outboxRows(db))[1]?.attempts === 1);
    const [, failed] = await outboxRows(db);
    expect(failed).toMatchObject({ sent: false, attempts: 1, claimed_by: null, body: 'Isi pesan nomor 2' });
    // 2 s after the failure (the test's base, no jitter): still ahead when read.
    expect(failed?.due_in).toBeGreaterThan(0.5);
    expect(failed?.due_in).toBeLessThanOrEqual(2);
    expect(failed?.last_error).toMatch(/^ESOCKET ECONNREFUSED|^ECONNECTION/);
    await smtp.start();
    await smtp.waitFor(2);
    await until('the second row marked sent', async () => (await outboxRows(db))[1]?.sent === true);
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Pesan 1', 'Pesan 2']);
    expect((await outboxRows(db))[1]).toMatchObject({ attempts: 2, last_error: null, body: null });
  });

  it('survives a restart: a notice that failed in one process is delivered once by the next on the same database', async () => {
    await smtp.stop();
    const first = worker();
    await queue(db, numbered(1));
    await until('the failed attempt is recorded', async () => (await outboxRows(db))[0]?.attempts === 1);
    await first.stop();
    await smtp.start();
    worker({ retry: { baseMs: 100 } });
    await smtp.waitFor(1);
    await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    await new Promise((resolve) => setTimeout(resolve, 300)); // three more polls: nothing goes out twice
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRows(db))[0]?.attempts).toBe(2);
  });

  it('leaves a row another process holds until its claim runs out, then delivers it (a crashed process’s claim returns)', async () => {
    await queue(db, numbered(1));
    await db.query(`update mail_outbox set claimed_by = 'crashed-process', claimed_until = now() + interval '1 hour'`);
    const next = worker();
    next.nudge();
    await new Promise((resolve) => setTimeout(resolve, 300)); // three polls
    await next.idle();
    expect(smtp.received).toHaveLength(0);
    await db.query(`update mail_outbox set claimed_until = now() - interval '1 second'`);
    await smtp.waitFor(1);
    await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    expect((await outboxRows(db))[0]).toMatchObject({ claimed_by: null, attempts: 1 });
  });

  it('two workers on one database deliver each of 40 notices exactly once', async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Pesan ${i + 1}`);
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 40; i++) await enqueueMail(tx, numbered(i));
    });
    const logA = recordingLog();
    const logB = recordingLog();
    const a = worker({ batchSize: 3, log: logA });
    const b = worker({ batchSize: 3, log: logB });
    await smtp.waitFor(40);
    await until('every row marked sent', async () => (await outboxRows(db)).every((row) => row.sent));
    await Promise.all([a.idle(), b.idle()]);
    const delivered = smtp.received.map((mail) => mail.headers.get('subject') ?? '');
    expect([...delivered].sort()).toEqual([...subjects].sort());
    expect(new Set(smtp.received.map((mail) => mail.headers.get('message-id'))).size).toBe(40);
    // Both took part (each claims a batch while the other sends), and their counts add up to 40.
    const sentBy = (log: ReturnType<typeof recordingLog>): number =>
      log.lines.filter((line) => line.message === 'outbox: notice sent').length;
    expect(sentBy(logA)).toBeGreaterThan(0);
    expect(sentBy(logB)).toBeGreaterThan(0);
    expect(sentBy(logA) + sentBy(logB)).toBe(40);
  });

  it('stops cleanly: a send the server holds past the grace is cut, its row given back unsent and uncounted, and the next worker delivers it', async () => {
    let release: (() => void) | undefined;
    const held = await startTestSmtp({
      holdData: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    try {
      const stalled = testWorker(db, held, { stopGraceMs: 200 });
      stalled.start();
      await queue(db, numbered(1));
      await until('the server holds the message', async () => release !== undefined);
      expect((await outboxRows(db))[0]?.claimed_by).toBe(stalled.id);
      // The server never answers: the stop cuts the send after its grace rather than waiting for the
      // socket's 5 s timeout (a process's shutdown has 10 s in all).
      const stopped = await Promise.race([
        stalled.stop().then(() => 'stopped'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000)),
      ]);
      expect(stopped).toBe('stopped');
      expect((await outboxRows(db))[0]).toMatchObject({ sent: false, attempts: 0, claimed_by: null });
      release?.();
    } finally {
      await held.stop();
    }
    worker();
    await smtp.waitFor(1);
    await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Pesan 1']);
  });

  it('a notice queued in this process goes out without waiting for the next poll', async () => {
    const waiting = worker({ pollIntervalMs: 60_000 });
    await waiting.idle(); // the first round found nothing; the next poll is a minute away
    const queuedAt = Date.now();
    await db.transaction(async (tx) => {
      await enqueueMail(tx, numbered(1));
      // The submission goes on storing (its evidence) after queuing: the notice is not there to claim yet.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    await smtp.waitFor(1, 5_000);
    expect(Date.now() - queuedAt).toBeLessThan(5_000);
    expect(smtp.received[0]?.rcptTo).toEqual(TEST_MAIL.to.contact);
  });
});
