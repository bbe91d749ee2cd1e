import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database, DatabaseUsage } from '../db/database.js';

/**
 * The database's connections as this process holds them, read on scrape from its own counts (no
 * statement is sent): `database_connections{state="busy"|"idle"}`, `database_connections_max` and
 * `database_requests_waiting` (waiting for a connection: the pool is too small, or the database slow).
 */
export function registerDatabaseMetrics(registry: Registry, usage: () => DatabaseUsage): void {
  new Gauge({
    name: 'database_connections',
    help: 'Database connections this process holds open, busy (lent to a statement or transaction) or idle.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = usage();
      this.set({ state: 'busy' }, now.busy);
      this.set({ state: 'idle' }, now.open - now.busy);
    },
  });
  new Gauge({
    name: 'database_connections_max',
    help: 'Database connections this process may open (the pool size; 1 for the embedded database).',
    registers: [registry],
    collect() {
      this.set(usage().max);
    },
  });
  new Gauge({
    name: 'database_requests_waiting',
    help: 'Statements and transactions of this process waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(usage().waiting);
    },
  });
}

/**
 * `database_query_duration_seconds`: each statement this process sent, from sending to its answer
 * (waiting for a connection included), failed ones too; no label, since a statement's text is not one.
 * Returns the way to stop listening.
 */
export function observeStatementTimes(registry: Registry, db: Pick<Database, 'onStatement'>): () => void {
  const duration = new Histogram({
    name: 'database_query_duration_seconds',
    help: 'Time from sending a database statement to its answer, waiting for a connection included.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return db.onStatement((seconds) => duration.observe(seconds));
}
