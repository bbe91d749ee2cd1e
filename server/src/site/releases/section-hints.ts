import fs from 'node:fs/promises';
import path from 'node:path';
import type { Owner } from '@ksei/shared/node';
import { readRegistry, type RegistryEntry } from './registry-file.js';

/** A `<link rel="preload">` the page's HTML carries so the browser fetches a section in parallel. */
export interface Preload {
  readonly href: string;
  readonly as: 'fetch' | 'script' | 'style';
  /** `fetch` preloads must be CORS-mode to match the federation runtime's `fetch()`. */
  readonly crossorigin?: boolean;
}

export interface PageHints {
  /** The registry, inlined so the shell does not wait for `/remotes.json`. */
  readonly registry: readonly RegistryEntry[];
  readonly preloads: readonly Preload[];
}

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * Without hints a section page is a waterfall: shell → registry → manifest → remote entry → chunks.
 * The server knows the released version of the section that owns the page, so it names all of them
 * up front. Manifests of released versions never change, so each is read once (a failed read is retried).
 */
export function createSectionHints(releasesDir: string, options: { retryFailedMs?: number; now?: () => number } = {}) {
  const registryFile = path.join(releasesDir, 'registry.json');
  const retryFailedMs = options.retryFailedMs ?? 10_000;
  const now = options.now ?? Date.now;
  const manifests = new Map<string, { manifest: Promise<ManifestAssets | null>; readAt: number }>();

  // A manifest that could not be read (a release still copying, a disk hiccup) is tried again after
  // `retryFailedMs`; a good one never changes, so it is kept.
  const manifestOf = async (entry: RegistryEntry): Promise<ManifestAssets | null> => {
    const cached = manifests.get(entry.entry);
    if (cached && ((await cached.manifest) !== null || now() - cached.readAt < retryFailedMs)) return cached.manifest;
    const file = path.join(releasesDir, entry.entry.replace(/^\/remotes\//, ''));
    const manifest = fs
      .readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as ManifestAssets)
      .catch(() => null);
    manifests.set(entry.entry, { manifest, readAt: now() });
    return manifest;
  };

  return {
    async forPage(owner: Owner | null): Promise<PageHints> {
      // The same registry as /remotes.json: the last good one while the file is unusable.
      const registry = await readRegistry(registryFile);
      const entry = owner && owner !== 'shell' ? registry.find((r) => r.name === owner) : undefined;
      if (!entry) return { registry, preloads: [] };
      const manifest = await manifestOf(entry);
      const base = entry.entry.slice(0, entry.entry.lastIndexOf('/') + 1);
      const preloads: Preload[] = [{ href: entry.entry, as: 'fetch', crossorigin: true }];
      const remoteEntry = manifest?.metaData?.remoteEntry;
      if (remoteEntry?.name) preloads.push({ href: base + (remoteEntry.path ?? '') + remoteEntry.name, as: 'script' });
      for (const expose of manifest?.exposes ?? []) {
        for (const js of expose.assets?.js?.sync ?? []) preloads.push({ href: base + js, as: 'script' });
        for (const css of expose.assets?.css?.sync ?? []) preloads.push({ href: base + css, as: 'style' });
      }
      return { registry, preloads };
    },
  };
}

export type SectionHints = ReturnType<typeof createSectionHints>;
