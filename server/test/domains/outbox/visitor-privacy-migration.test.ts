/**
 * Rows stored before migration 019 lose what they held of a visitor: rate-limit buckets keyed by an
 * address are dropped, contact notices' subjects are cut to the reference, and a notice queued in
 * clear is sealed at the next start (and still opens to what it said).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { noticeContent } from '../../../src/domains/outbox/index.js';
import { startOutbox } from '../../../src/domains/outbox/start.js';
import { describeEachEngine } from '../../support/engines.js';
import { MIGRATIONS_DIR } from '../../support/fixtures.js';
import { asByteaHex, everyRow } from '../../support/forms-requests.js';
import { TEST_FORM_KEYS } from '../../support/mail-queue.js';
import { recordingLog } from '../../support/smtp-outbox.js';

const TYPED = { subject: 'Keluhan saldo zq9-subjek', text: 'Isi pesan zq9-isi', replyTo: 'warga.zq9@example.co.id' };
const ADDRESS = '203.0.113.199';

describeEachEngine('migration 019 on rows stored before it', (engine) => {
  let db: Database;
  let before: string;
  beforeAll(async () => {
    before = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-migrations-018-'));
    for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((file) => file < '019')) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    }
    db = await engine.create();
    await migrate(db, before);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('drops address-keyed buckets, cuts contact subjects to the reference, seals notices queued in clear', async () => {
    await db.query(
      `insert into rate_limit_buckets (policy, client, tokens, updated_ms, full_ms, allowed) values ('write', $1, 1, 0, 1e15, true)`,
      [ADDRESS],
    );
    await db.query(`insert into mail_outbox (topic, subject, body, reply_to) values ('contact', $1, $2, $3)`, [
      `[KSEI-ABCD2345] ${TYPED.subject}`,
      TYPED.text,
      TYPED.replyTo,
    ]);
    await db.query(`insert into mail_outbox (topic, subject, body, sent_at) values ('contact', $1, null, now())`, [
      `[KSEI-EFGH6789] ${TYPED.subject}`,
    ]);
    await db.query(
      `insert into mail_outbox (topic, subject, body) values ('whistleblowing', 'Laporan WB-JKMN2345', 'Tanpa isi')`,
    );

    await migrate(db, MIGRATIONS_DIR);
    const outbox = await startOutbox(
      { server: { kind: 'off' }, from: 'KSEI <no-reply@example.co.id>', to: { contact: [], whistleblowing: [] } },
      db,
      recordingLog(),
      () => undefined,
      { keys: TEST_FORM_KEYS },
    );
    await outbox.stop();

    const dump = await everyRow(db);
    for (const trace of [ADDRESS, TYPED.subject, TYPED.text, TYPED.replyTo]) {
      expect(dump).not.toContain(trace);
      expect(dump).not.toContain(asByteaHex(trace));
    }
    const rows = await db.query<{
      id: string;
      subject: string;
      body: string | null;
      reply_to: string | null;
      key_id: string | null;
      sealed: Uint8Array | null;
    }>('select id::text as id, subject, body, reply_to, key_id, sealed from mail_outbox order by id');
    expect(rows.map((row) => row.subject)).toEqual([
      '[KSEI-ABCD2345] Pesan kontak baru / New contact message',
      '[KSEI-EFGH6789] Pesan kontak baru / New contact message',
      'Laporan WB-JKMN2345',
    ]);
    expect(rows.map((row) => [row.body, row.reply_to, row.sealed === null])).toEqual([
      [null, null, false],
      [null, null, true],
      [null, null, false],
    ]);
    const [queued, , report] = rows;
    expect(noticeContent(TEST_FORM_KEYS, queued!)).toEqual({ text: TYPED.text, replyTo: TYPED.replyTo });
    expect(noticeContent(TEST_FORM_KEYS, report!)).toEqual({ text: 'Tanpa isi', replyTo: undefined });
  });
});
