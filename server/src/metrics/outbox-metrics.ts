import { setTimeout as delay } from 'node:timers/promises';
import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/database.js';
import { readOutboxBacklog, type OutboxBacklog } from '../domains/outbox/backlog.js';

/** A scrape waits this long for the database; past it the gauges say NaN (unknown) and the rest is served. */
const QUERY_TIMEOUT_MS = 2_000;

const UNKNOWN: OutboxBacklog = { notices: Number.NaN, oldestAgeSeconds: Number.NaN };

/**
 * `outbox_backlog_notices` and `outbox_oldest_notice_age_seconds`, read from the database when scraped
 * (one statement for both gauges, shared by the scrape that asks). Every server of one database reports
 * the same figures: the outbox is the database's, not a process's. A database that fails or is slow to
 * answer makes both NaN rather than failing the whole scrape, whose other metrics matter most then.
 */
export function registerOutboxMetrics(registry: Registry, db: Queryable): void {
  let reading: Promise<OutboxBacklog> | undefined;
  const read = (): Promise<OutboxBacklog> => {
    if (reading) return reading;
    const timeout = new AbortController();
    reading = Promise.race([
      readOutboxBacklog(db),
      delay(QUERY_TIMEOUT_MS, UNKNOWN, { signal: timeout.signal, ref: false }),
    ])
      .catch(() => UNKNOWN)
      .finally(() => {
        timeout.abort();
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'outbox_backlog_notices',
    help: 'E-mail notices queued and not yet delivered (due, waiting for a retry, or being sent).',
    registers: [registry],
    async collect() {
      this.set((await read()).notices);
    },
  });
  new Gauge({
    name: 'outbox_oldest_notice_age_seconds',
    help: 'Seconds since the oldest undelivered e-mail notice was queued; 0 when none is waiting.',
    registers: [registry],
    async collect() {
      this.set((await read()).oldestAgeSeconds);
    },
  });
}
