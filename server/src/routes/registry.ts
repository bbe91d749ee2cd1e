import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What `/remotes.json` promises the shell: where each section's released manifest is. */
interface RegistryEntry {
  readonly name: string;
  readonly entry: string;
  readonly version: string;
}

function isRegistryEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.entry === 'string' && typeof entry.version === 'string';
}

/** `registry.json` as written by the release command; a missing file means nothing is released yet. */
async function readRegistry(file: string): Promise<RegistryEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = JSON.parse(text) as { remotes?: unknown };
  const remotes = Array.isArray(parsed.remotes) ? (parsed.remotes as unknown[]) : [];
  // Only the three public fields: `releasedAt` and anything else stay internal.
  return remotes.filter(isRegistryEntry).map(({ name, entry, version }) => ({ name, entry, version }));
}

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
