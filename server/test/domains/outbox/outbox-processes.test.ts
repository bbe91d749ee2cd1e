/**
 * Two real server processes on one PostgreSQL share one outbox: every notice queued reaches the mail
 * server exactly once, sent by one of them, both taking part. The servers (`dist/index.js` compiled
 * from these sources) send to a real SMTP server on loopback that takes 100 ms per message, so each
 * process is still sending its batch while the other claims the next. PostgreSQL only
 * (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { createPostgresDatabase } from '../../../src/db/postgres.js';
import { enqueueMail } from '../../support/mail-queue.js';
import { seedIfEmpty } from '../../../src/seed/index.js';
import { createFixtureDirs, MIGRATIONS_DIR, SEED_DIR } from '../../support/fixtures.js';
import { compileServer, type CompiledServer } from '../../support/forms-server-process.js';
import { TEST_MAIL, until } from '../../support/smtp-outbox.js';
import { startTestSmtp, type TestSmtpServer } from '../../support/smtp-server.js';
import { postgresServerEnv, spawnWaiting, stopServer, type WaitingServer } from '../../support/waiting-server.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const describePostgres = adminUrl ? describe : describe.skip;

const NOTICES = 60;

/** How many notices a server's log says it sent (`outbox: notice sent`, one JSON line each). */
function sentBy(server: WaitingServer): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"outbox: notice sent"')).length;
}

describePostgres('the outbox of two server processes on one PostgreSQL [postgres]', () => {
  const name = `ksei_test_outbox_${randomBytes(4).toString('hex')}`;
  let url: string;
  let db: Database;
  let smtp: TestSmtpServer;
  let compiled: CompiledServer;
  let dirs: ReturnType<typeof createFixtureDirs>;
  const servers: WaitingServer[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    db = await createPostgresDatabase(url);
    // Seeded here, so both servers start in step and reach their outbox within milliseconds.
    await migrate(db, MIGRATIONS_DIR);
    await seedIfEmpty(db, { seedDir: SEED_DIR });
    smtp = await startTestSmtp({ holdData: () => new Promise((resolve) => setTimeout(resolve, 100)) });
    compiled = compileServer();
    dirs = createFixtureDirs();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    compiled?.remove();
    await smtp?.stop();
    await db?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (dirs) fs.rmSync(dirs.root, { recursive: true, force: true });
  }, 60_000);

  it(`${NOTICES} queued notices arrive exactly once each, sent between the two`, async () => {
    const subjects = Array.from({ length: NOTICES }, (_, index) => `Pesan ${index + 1}`);
    await db.transaction(async (tx) => {
      for (const subject of subjects) await enqueueMail(tx, { topic: 'contact', subject, text: `Isi ${subject}` });
    });
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        spawnWaiting(
          compiled.entry,
          postgresServerEnv(url, dirs, {
            DATA_DIR: path.join(dirs.root, `data-${index}`),
            LOG_LEVEL: 'info',
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(smtp.port),
            SMTP_SECURE: 'none',
            MAIL_FROM: TEST_MAIL.from,
            MAIL_TO_CONTACT: TEST_MAIL.to.contact.join(','),
            MAIL_TO_WHISTLEBLOWING: TEST_MAIL.to.whistleblowing.join(','),
            DRAIN_GRACE_SECONDS: '0',
          }),
        ),
      );
    }
    await Promise.all(servers.map((server) => server.loaded));
    for (const server of servers) server.go();
    await Promise.all(servers.map((server) => server.ready));

    await smtp.waitFor(NOTICES, 60_000);
    await until(
      'every notice marked sent',
      async () => {
        const [row] = await db.query<{ n: number }>('select count(*)::int as n from mail_outbox where sent_at is null');
        return row?.n === 0;
      },
      30_000,
    );
    // A late duplicate would arrive after the rows are marked: give it a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const delivered = smtp.received.map((mail) => mail.headers.get('subject') ?? '');
    expect([...delivered].sort()).toEqual([...subjects].sort());
    expect(new Set(smtp.received.map((mail) => mail.headers.get('message-id'))).size).toBe(NOTICES);
    const counts = servers.map(sentBy);
    expect({ counts, total: counts[0]! + counts[1]! }).toEqual({ counts, total: NOTICES });
    expect(Math.min(...counts)).toBeGreaterThan(0);
    // Nothing of it on either server's disk.
    expect(fs.existsSync(path.join(dirs.root, 'data-0'))).toBe(false);
    expect(fs.existsSync(path.join(dirs.root, 'data-1'))).toBe(false);
  }, 120_000);
});
