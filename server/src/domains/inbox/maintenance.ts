/**
 * The inbox's periodic job, run by every server process: closed reports past their retention period
 * are deleted with everything they hold (evidence, thread and audit go with the row: `on delete
 * cascade`), and reports stored before the violation type had its own column get it. Both work in
 * small batches of rows no other process holds (`for update skip locked`), and both are idempotent: any
 * number of processes on one PostgreSQL may run it at once, and a row is done by one of them. Then, on
 * the embedded database, the old versions of the visitor tables' rows are erased from its files.
 */
import type { Database } from '../../db/database.js';
import { eraseDeadRows } from '../../db/erase-dead-rows.js';
import { sealContext } from '../forms/intake.js';
import { openJson } from '../forms/sealing.js';
import type { FormKey } from '../forms/settings.js';
import { startPeriodicJob, type PeriodicJob } from '../../concurrency/periodic-job.js';

const BATCH = 100;

/**
 * The tables that hold what visitors sent or where they came from (sealed or keyed, but theirs): the
 * embedded database's files lose the old versions of their rows at every run (`eraseDeadRows`).
 */
export const VISITOR_TABLES = [
  'contact_messages',
  'whistleblowing_reports',
  'whistleblowing_evidence',
  'whistleblowing_thread',
  'whistleblowing_audit',
  'mail_outbox',
  'rate_limit_buckets',
  'client_address_secrets',
  'auth_failures',
  'auth_audit',
] as const;

/**
 * Deletes the closed reports whose `closed_at` is more than `retentionDays` before `now`; returns how
 * many this call deleted.
 */
export async function deleteExpiredReports(db: Database, retentionDays: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const rows = await db.query<{ id: string }>(
      `delete from whistleblowing_reports where id in (
         select id from whistleblowing_reports
         where status = 'closed' and closed_at < $1
         order by closed_at
         limit $2
         for update skip locked
       ) returning id::text as id`,
      [before, BATCH],
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/** Fills `violation_type` of reports stored before it had a column, from their sealed fields. */
export async function fillViolationTypes(db: Database, keys: readonly FormKey[]): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; key_id: string; sealed: Uint8Array }>(
        `select id::text as id, key_id, sealed from whistleblowing_reports where violation_type is null
         limit $1 for update skip locked`,
        [BATCH],
      );
      let count = 0;
      for (const row of rows) {
        const sealed = { keyId: row.key_id, sealed: row.sealed };
        const type = openJson<Record<string, string>>(keys, sealed, sealContext.report(row.id))['violationType'];
        if (!type) continue;
        await tx.query('update whistleblowing_reports set violation_type = $2 where id = $1', [row.id, type]);
        count += 1;
      }
      return count;
    });
    filled += done;
    // A batch not filled whole is the last (a row without a type would otherwise come back forever).
    if (done < BATCH) return filled;
  }
}

export interface MaintenanceLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface InboxMaintenanceOptions {
  readonly db: Database;
  readonly keys: readonly FormKey[];
  /** `REPORT_RETENTION_DAYS`. */
  readonly retentionDays: number;
  readonly log: MaintenanceLog;
  /** Between two runs (default an hour); the first runs at start. */
  readonly intervalMs?: number;
  readonly now?: () => Date;
}

export type InboxMaintenance = PeriodicJob;

export function startInboxMaintenance(options: InboxMaintenanceOptions): InboxMaintenance {
  const { db, keys, retentionDays, log } = options;
  const now = options.now ?? (() => new Date());

  async function once(): Promise<void> {
    try {
      const filled = await fillViolationTypes(db, keys);
      const deleted = await deleteExpiredReports(db, retentionDays, now());
      // Counts only: never a reference, so the log says nothing about which report went.
      if (filled > 0 || deleted > 0) log.info({ deleted, filled }, 'inbox: maintenance');
      await eraseDeadRows(db, VISITOR_TABLES);
    } catch (error) {
      log.error({ err: error }, 'inbox: maintenance failed; it runs again at the next interval');
    }
  }
  return startPeriodicJob(once, options.intervalMs ?? 3_600_000);
}
