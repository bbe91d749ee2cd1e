import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Nobody keeps the answer: not the browser, not a cache in between. */
const NO_STORE = 'no-store';

async function noStoreUnlessSet(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
  return payload;
}

/**
 * Every route starts uncached: an answer whose route (or the response cache of its context) set no
 * `Cache-Control` goes out `no-store`, so an answer that depends on who asks is never kept for the
 * next visitor by mistake; a route opts in to caching by setting its own. Appended to each route's own
 * `onSend` hooks, which run after every context's, so it sees what all of them set: register it
 * before any route, after the plugins that append hooks of their own (compression).
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...existing, noStoreUnlessSet];
  });
}
