import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Readiness, ReadinessCheck } from '../http/readiness.js';

/** Liveness plus a real round trip to the database, for the operator's monitoring. */
export function registerHealthCheck(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed');
      return reply.code(503).send({ status: 'error' });
    }
  });
}

/** Readiness's database check: a real round trip (the readiness bounds how long it may take). */
export function databaseReadiness(db: Database): ReadinessCheck {
  return async () => {
    await db.query('select 1');
    return null;
  };
}

/**
 * `GET /api/ready`: 200 `{ status: 'ready' }`, or 503 `{ status: 'not-ready', reasons }` while the
 * server drains or a check fails. For balancers: no rate limit (a policy is opt-in per route), never
 * cached. A change of state is logged once, not every probe.
 */
export function registerReadinessCheck(app: FastifyInstance, readiness: Readiness): void {
  let last = '';
  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { reasons, errors } = await readiness.report();
    const state = reasons.join('; ');
    if (state !== last) {
      last = state;
      if (state === '') request.log.info('readiness: ready');
      // Draining is the stop that was asked for; anything else is worth a warning.
      else if (reasons.every((reason) => reason === 'draining')) request.log.info(`readiness: not ready (${state})`);
      else request.log.warn({ err: errors[0]?.error }, `readiness: not ready (${state})`);
    }
    if (reasons.length === 0) return { status: 'ready' };
    return reply.code(503).send({ status: 'not-ready', reasons });
  });
}
