import type { FastifyInstance } from 'fastify';
import type { LegacyRedirectCache } from '../redirects/legacy-redirects.js';

/** The legacy-URL table for the browser's `redirectionApi` step (client-side navigations). */
export function registerRedirectsRoute(app: FastifyInstance, legacyRedirects: LegacyRedirectCache): void {
  app.get('/api/redirects', async (_request, reply) => {
    const { list } = await legacyRedirects.get();
    reply.header('cache-control', 'public, max-age=300');
    return { redirects: list };
  });
}
