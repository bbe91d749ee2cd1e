import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readRegistry } from '../releases/registry-file.js';

/**
 * `/remotes.json`, read from disk on every request: a release switches the file with an atomic
 * rename, and the very next page load must see it, so nothing is cached here or in the browser.
 */
export function registerRegistryRoute(app: FastifyInstance, releasesDir: string): void {
  const file = path.join(releasesDir, 'registry.json');
  app.get('/remotes.json', async (_request, reply) => {
    const remotes = await readRegistry(file);
    reply.header('cache-control', 'no-cache');
    return { remotes };
  });
}
