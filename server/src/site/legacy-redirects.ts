import type { FastifyInstance } from 'fastify';
import type { LegacyRedirectCache } from '../domains/redirects/legacy-redirects.js';
import type { LiveRoutes } from './releases/live-routes.js';

/** The legacy-URL table for the browser's `redirectionApi` step (client-side navigations). */
export function registerLegacyRedirectTable(
  app: FastifyInstance,
  legacyRedirects: LegacyRedirectCache,
  liveRoutes: LiveRoutes,
): void {
  app.get('/api/redirects', async (_request, reply) => {
    const [snapshot, routes] = await Promise.all([legacyRedirects.get(), liveRoutes.current()]);
    const { list } = snapshot.resolve(routes);
    reply.header('cache-control', 'public, max-age=300');
    return { redirects: list };
  });
}
