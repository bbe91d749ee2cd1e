import fs from 'node:fs/promises';

/** What `/remotes.json` promises the shell: where each section's released manifest is. */
export interface RegistryEntry {
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
export async function readRegistry(file: string): Promise<RegistryEntry[]> {
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
