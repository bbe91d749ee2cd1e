import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.js';
import { observeStatementTimes, registerDatabaseMetrics } from '../metrics/database-metrics.js';
import { registerHttpMetrics } from '../metrics/http-metrics.js';
import { startMetricsListener } from '../metrics/listener.js';
import { hashPool } from '../domains/hashing/pool.js';
import { registerOutboxMetrics } from '../metrics/outbox-metrics.js';
import { rateLimitRefusalCounter } from '../metrics/rate-limit-metrics.js';
import { createMetricsRegistry } from '../metrics/registry.js';
import { registerSlowHashMetrics } from '../metrics/slow-hash-metrics.js';
import type { BuildOptions } from './options.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's `http://…/metrics` once listening; undefined while not, or without `METRICS_PORT`. */
    metricsUrl: () => string | undefined;
  }
}

export interface AppMetrics {
  /** What the rate limiter tells of each refusal. */
  readonly onRateLimitRefused: (policy: string) => void;
  /** Opens the metrics listener; it closes with the app. */
  listen(): Promise<void>;
}

/**
 * The app's metrics when `METRICS_PORT` is set (undefined otherwise: nothing is counted that no one
 * can read): the HTTP hook, registered before any route so it sees every one, the database's
 * connections and statement times, the outbox's gauges, the slow-hash line, the rate limiter's
 * refusals, and the listener that serves them.
 */
export function createAppMetrics(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
  options: BuildOptions,
): AppMetrics | undefined {
  let url: string | undefined;
  app.decorate('metricsUrl', () => url);
  const port = config.metrics.port;
  if (port === undefined) return undefined;
  const registry = createMetricsRegistry();
  registerHttpMetrics(app, registry);
  registerDatabaseMetrics(registry, () => db.usage());
  const stopTiming = observeStatementTimes(registry, db);
  app.addHook('onClose', async () => stopTiming());
  registerOutboxMetrics(registry, db);
  registerSlowHashMetrics(registry, hashPool);
  const policies = Object.keys({ ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...options.rateLimits?.policies });
  return {
    onRateLimitRefused: rateLimitRefusalCounter(registry, policies),
    async listen() {
      const listener = await startMetricsListener(registry, { port, host: config.metrics.host });
      url = listener.url;
      app.addHook('onClose', async () => {
        url = undefined;
        await listener.close();
      });
    },
  };
}
