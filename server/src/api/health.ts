import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

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
