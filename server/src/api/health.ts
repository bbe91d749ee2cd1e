import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Readiness, ReadinessCheck } from '../http/readiness.js';

/**
 * Liveness, for a supervisor's restart check: 200 whenever this process answers. Whether the database
 * answered a real round trip (within 2 s) is said beside it for the operator, but never fails it: a
 * database outage is shared by every server, and restarting them all would not end it.
 */
export function registerHealthCheck(app: FastifyInstance, db: Database): void {
  let lastReachable = true;
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
      timer.unref();
    });
    const reachable = await Promise.race([
      db.query('select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
    clearTimeout(timer);
    // A change of state is one line (no stack trace): probes come every few seconds.
    if (reachable !== lastReachable) {
      lastReachable = reachable;
      if (reachable) request.log.info('health: the database answers again');
      else request.log.warn('health: the database does not answer');
    }
    return { status: 'ok', database: db.kind, databaseReachable: reachable };
  });
}

const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

/** Readiness's database check: a real round trip (the readiness bounds how long it may take). */
export function databaseReadiness(db: Database): ReadinessCheck {
  return async () => {
    await db.query('select 1');
    return null;
  };
}

/**
 * `GET /api/ready`: 200 `{ status: 'ready' }`; 200 `{ status: 'degraded', degraded }` while a shared
 * dependency (the database) fails, so a balancer keeps every server of a shared outage and they answer
 * from their caches; 503 `{ status: 'not-ready', reasons, degraded }` while the server drains or a check
 * of its own fails. For balancers: no rate limit (a policy is opt-in per route), never
 * cached. A change of state is logged once, not every probe.
 */
export function registerReadinessCheck(app: FastifyInstance, readiness: Readiness): void {
  let last = '';
  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { reasons, degraded } = await readiness.report();
    const state = `${reasons.join('; ')}|${degraded.join('; ')}`;
    if (state !== last) {
      last = state;
      // One line per change of state, never a stack trace: an outage is expected, its cause is elsewhere.
      if (reasons.length === 0 && degraded.length === 0) request.log.info('readiness: ready');
      else if (reasons.length === 0) request.log.warn(`readiness: ready, degraded (${degraded.join('; ')})`);
      // Draining is the stop that was asked for; anything else is worth a warning.
      else if (reasons.every((reason) => reason === 'draining')) {
        request.log.info(`readiness: not ready (${reasons.join('; ')})`);
      } else request.log.warn(`readiness: not ready (${reasons.join('; ')})`);
    }
    if (reasons.length > 0) return reply.code(503).send({ status: 'not-ready', reasons, degraded });
    if (degraded.length > 0) return { status: 'degraded', degraded };
    return { status: 'ready' };
  });
}
