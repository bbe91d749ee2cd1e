import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LiveRoutes } from './live-routes.js';
import { logRegistryProblems, readRegistry } from './registry-file.js';

/**
 * `/remotes.json`, read from disk on every request: a release switches the file with an atomic
 * rename, and the very next page load must see it, so nothing is cached here or in the browser.
 * An unusable file (a hand edit gone wrong) is served as the last good registry; the app's log
 * says why, for this route and the pages' inlined registry alike.
 */
export function registerReleaseJson(app: FastifyInstance, releasesDir: string, liveRoutes: LiveRoutes): void {
  const file = path.join(releasesDir, 'registry.json');
  const stopLogging = logRegistryProblems(file, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  app.addHook('onClose', async () => stopLogging());
  app.get('/remotes.json', async (_request, reply) => {
    const remotes = await readRegistry(file);
    reply.header('cache-control', 'no-cache');
    return { remotes };
  });
  // The live route manifest, composed from the releases: section harnesses route with it.
  app.get('/routes.json', async (_request, reply) => {
    const routes = await liveRoutes.current();
    reply.header('cache-control', 'no-cache');
    return { pages: routes.pages };
  });
}
