import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  SECTION_EXPOSE,
  federationName,
  isChunkLoadError,
  type RemoteName,
  type RemoteRegistryEntry,
  type SectionLifecycles,
} from '@ksei/shared';

const entries = new Map<RemoteName, string>();

/** Registers every released section with the federation runtime (at boot, from the registry). */
export function registerSections(remotes: readonly Pick<RemoteRegistryEntry, 'name' | 'entry'>[]): void {
  for (const remote of remotes) entries.set(remote.name, remote.entry);
  registerRemotes(remotes.map((r) => ({ name: federationName(r.name), entry: r.entry })));
}

export class SectionUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`Section ${remote} is not available`, options);
    this.name = 'SectionUnavailableError';
  }
}

const RETRY_DELAY_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a section's lifecycles. A transient failure is retried once after re-registering the remote
 * (the runtime caches a failed manifest otherwise); chunk errors are not retried here: the caller
 * reloads the page for those.
 */
export async function loadSection(remote: RemoteName, attempts = 2): Promise<SectionLifecycles> {
  const entry = entries.get(remote);
  if (!entry) throw new SectionUnavailableError(remote);
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const module = await loadRemote<SectionLifecycles>(`${federationName(remote)}/${SECTION_EXPOSE.slice(2)}`);
      if (module) return module;
      lastError = new SectionUnavailableError(remote);
    } catch (error) {
      lastError = error;
      if (isChunkLoadError(error)) throw error;
    }
    if (attempt < attempts) {
      await wait(RETRY_DELAY_MS);
      registerRemotes([{ name: federationName(remote), entry }], { force: true });
    }
  }
  throw lastError instanceof Error ? lastError : new SectionUnavailableError(remote, { cause: lastError });
}
