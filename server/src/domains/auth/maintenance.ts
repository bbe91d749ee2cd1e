/**
 * Sign-in's periodic clean-up, run by every server process: what would otherwise grow for ever goes.
 * Failure counts whose window and lockout are over (and that hold no attempt under way), audit rows
 * older than the audit's retention, sessions that have ended (unused past their idle end, past
 * their absolute end, or signed out) and devices no longer trusted (unused for their lifetime). Each delete takes rows no other process holds (`for update skip
 * locked`) in small batches, and deleting a row twice is nothing: any number of processes on one
 * PostgreSQL may run it at once.
 */
import type { Database } from '../../db/database.js';
import { DEVICE_LIFETIME_MS } from './devices.js';
import { DEFAULT_THROTTLE, forgetOldFailures, type ThrottleLimits } from './throttle.js';
import { startPeriodicJob, type PeriodicJob } from '../../concurrency/periodic-job.js';

/**
 * How long the audit log keeps a row: a year and a month, so a yearly review can still look back over
 * the whole previous year.
 */
export const AUTH_AUDIT_RETENTION_DAYS = 400;

const BATCH = 500;
const DAY_MS = 86_400_000;

/** Deletes batch after batch of what `select` finds (ids, oldest first) until a batch comes back short. */
async function deleteInBatches(db: Database, table: string, column: string, select: string, params: unknown[]) {
  let deleted = 0;
  for (;;) {
    const rows = await db.query<{ id: unknown }>(
      `delete from ${table} where ${column} in (${select} limit ${BATCH} for update skip locked) returning ${column} as id`,
      params,
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

/** Audit rows from more than `retentionDays` before `now`. */
export function deleteOldAudit(db: Database, retentionDays: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return deleteInBatches(db, 'auth_audit', 'id', 'select id from auth_audit where at < $1 order by at', [before]);
}

/** Sessions that have ended by `now`: idle, past their absolute end, or signed out. */
export function deleteEndedSessions(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    'staff_sessions',
    'token_hash',
    `select token_hash from staff_sessions
     where idle_expires_at <= $1 or absolute_expires_at <= $1 or revoked_at is not null`,
    [now],
  );
}

/** Devices unused for a lifetime by `now`: no cookie of theirs is trusted any more. */
export function deleteStaleDevices(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEVICE_LIFETIME_MS);
  return deleteInBatches(db, 'staff_devices', 'id', 'select id from staff_devices where last_used_at <= $1', [before]);
}

export interface AuthMaintenanceLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface AuthMaintenanceOptions {
  readonly db: Database;
  readonly log: AuthMaintenanceLog;
  readonly throttle?: ThrottleLimits;
  readonly auditRetentionDays?: number;
  /** Between two runs (default an hour); the first runs at start. */
  readonly intervalMs?: number;
  readonly now?: () => Date;
}

export type AuthMaintenance = PeriodicJob;

export function startAuthMaintenance(options: AuthMaintenanceOptions): AuthMaintenance {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());

  async function once(): Promise<void> {
    try {
      const at = now();
      const failures = await forgetOldFailures(db, options.throttle ?? DEFAULT_THROTTLE, at);
      const audit = await deleteOldAudit(db, options.auditRetentionDays ?? AUTH_AUDIT_RETENTION_DAYS, at);
      const sessions = await deleteEndedSessions(db, at);
      const devices = await deleteStaleDevices(db, at);
      if (failures + audit + sessions + devices > 0) log.info({ failures, audit, sessions, devices }, 'auth: clean-up');
    } catch (error) {
      log.error({ err: error }, 'auth: clean-up failed; it runs again at the next interval');
    }
  }
  return startPeriodicJob(once, options.intervalMs ?? 3_600_000);
}
