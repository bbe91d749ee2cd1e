import type { FastifyInstance } from 'fastify';

/** A client error that names no internals: the error handler answers it in the request's language. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(reason: string) {
    super(reason);
    this.name = 'BadRequestError';
  }
}

/** NUL, raw or percent-encoded: PostgreSQL text cannot hold it, and no address or search needs it. */
const NUL = '\u0000';

function hasNul(url: string): boolean {
  return url.includes(NUL) || url.toLowerCase().includes('%00');
}

/** Refuses what no route can use, before routing into a handler or the database sees it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url)) throw new BadRequestError('NUL in the request URL');
  });
}
