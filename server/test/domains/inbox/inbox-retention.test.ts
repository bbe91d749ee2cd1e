/**
 * Retention: a closed report, with its evidence, thread and audit trail, is deleted once
 * REPORT_RETENTION_DAYS have passed since it was closed — and nothing else is: not a report closed a
 * millisecond too late, not an open report however old. Runs side by side delete each report once; the
 * server's own job does it on its interval. Also the job's other chore: a report stored before the
 * violation type had its column gets it from its sealed fields.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../src/db/database.js';
import { deleteExpiredReports, fillViolationTypes } from '../../../src/domains/inbox/index.js';
import { sealContext } from '../../../src/domains/forms/intake.js';
import { seal } from '../../../src/domains/forms/sealing.js';
import { loadFormsSettings } from '../../../src/domains/forms/settings.js';
import { describeEachEngine } from '../../support/engines.js';
import { startFormsServer } from '../../support/forms-server.js';
import { insertReport } from '../../support/inbox.js';

const KEYS = loadFormsSettings({}, 'development').keys;
const NOW = new Date('2026-06-01T00:00:00.000Z');

/** A report with a thread entry, an evidence file and an audit entry of its own, in one transaction. */
function reportWithContents(db: Database, reference: string, dates: { closedAt?: string; submittedAt?: string }) {
  return db.transaction(async (tx) => {
    const id = await insertReport(tx, KEYS, {
      reference,
      status: dates.closedAt ? 'closed' : 'acknowledged',
      submittedAt: dates.submittedAt ?? '2025-01-01T00:00:00.000Z',
      acknowledgedAt: dates.closedAt ? undefined : '2025-01-02T00:00:00.000Z',
      closedAt: dates.closedAt,
      acknowledgeBy: '2025-01-08T00:00:00.000Z',
      feedbackBy: '2025-04-08T00:00:00.000Z',
    });
    const entry = randomUUID();
    const note = seal(KEYS, Buffer.from('catatan'), sealContext.thread(id, entry));
    await tx.query(
      `insert into whistleblowing_thread (id, report_id, author, key_id, sealed) values ($1, $2, 'reporter', $3, $4)`,
      [entry, id, note.keyId, note.sealed],
    );
    const file = randomUUID();
    const bytes = seal(KEYS, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), sealContext.evidence(id, file));
    await tx.query(
      `insert into whistleblowing_evidence (id, report_id, media_type, size_bytes, key_id, sealed)
       values ($1, $2, 'image/jpeg', 4, $3, $4)`,
      [file, id, bytes.keyId, bytes.sealed],
    );
    await tx.query(`insert into whistleblowing_audit (report_id, action) values ($1, 'reporterNote')`, [id]);
    return id;
  });
}

async function remaining(db: Database): Promise<{ reports: string[]; rows: number }> {
  const reports = await db.query<{ reference: string }>(
    'select reference from whistleblowing_reports order by reference',
  );
  const [counts] = await db.query<{ n: number }>(
    `select ((select count(*) from whistleblowing_thread) + (select count(*) from whistleblowing_evidence)
       + (select count(*) from whistleblowing_audit))::int as n`,
  );
  return { reports: reports.map((row) => row.reference), rows: counts?.n ?? -1 };
}

describeEachEngine('inbox: retention', (engine) => {
  let db: Database;
  beforeEach(async () => {
    db = await engine.createMigrated();
  });
  afterEach(async () => {
    await db.close();
  });

  it('deletes closed reports past the retention period with all they hold, and nothing else', async () => {
    // 30 days before NOW is 2026-05-02T00:00:00.000Z.
    await reportWithContents(db, 'WB-EXPIRED1', { closedAt: '2026-04-01T00:00:00.000Z' });
    await reportWithContents(db, 'WB-EXPIRED2', { closedAt: '2026-05-01T23:59:59.999Z' });
    await reportWithContents(db, 'WB-KEPTEDGE', { closedAt: '2026-05-02T00:00:00.000Z' });
    await reportWithContents(db, 'WB-KEPTNEWC', { closedAt: '2026-05-30T00:00:00.000Z' });
    await reportWithContents(db, 'WB-KEPTOPEN', { submittedAt: '2020-01-01T00:00:00.000Z' });
    expect(await deleteExpiredReports(db, 30, NOW)).toBe(2);
    expect(await remaining(db)).toEqual({ reports: ['WB-KEPTEDGE', 'WB-KEPTNEWC', 'WB-KEPTOPEN'], rows: 9 });
    // Again: nothing more to do.
    expect(await deleteExpiredReports(db, 30, NOW)).toBe(0);
  });

  it('deletes each report once when several runs go at the same time', async () => {
    for (let n = 0; n < 230; n += 1) {
      await reportWithContents(db, `WB-MANY${String(n).padStart(4, '0')}`, { closedAt: '2026-01-01T00:00:00.000Z' });
    }
    await reportWithContents(db, 'WB-KEPTOPEN', {});
    const counts = await Promise.all([1, 2, 3].map(() => deleteExpiredReports(db, 30, NOW)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(230);
    expect(await remaining(db)).toEqual({ reports: ['WB-KEPTOPEN'], rows: 3 });
  }, 60_000);

  it('fills the violation type of a report stored before it had a column, from the sealed report', async () => {
    const id = await insertReport(db, KEYS, {
      reference: 'WB-OLDTYPE1',
      type: 'extortion',
      submittedAt: '2026-01-01T00:00:00.000Z',
      acknowledgeBy: '2026-01-08T00:00:00.000Z',
      feedbackBy: '2026-04-08T00:00:00.000Z',
    });
    await db.query('update whistleblowing_reports set violation_type = null where id = $1', [id]);
    expect(await fillViolationTypes(db, KEYS)).toBe(1);
    const [row] = await db.query<{ violation_type: string }>('select violation_type from whistleblowing_reports');
    expect(row?.violation_type).toBe('extortion');
  });
});

describe('inbox: the server’s retention job', () => {
  it('deletes an expired closed report on its own, with REPORT_RETENTION_DAYS from the configuration', async () => {
    const server = await startFormsServer({
      env: { REPORT_RETENTION_DAYS: '30' },
      build: { inbox: { now: () => NOW, maintenanceIntervalMs: 50 } },
    });
    try {
      await reportWithContents(server.db, 'WB-EXPIRED1', { closedAt: '2026-05-01T23:00:00.000Z' });
      await reportWithContents(server.db, 'WB-KEPTNEWC', { closedAt: '2026-05-02T01:00:00.000Z' });
      const deadline = Date.now() + 10_000;
      while ((await remaining(server.db)).reports.length > 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await remaining(server.db)).toEqual({ reports: ['WB-KEPTNEWC'], rows: 3 });
    } finally {
      await server.close();
    }
  });
});
