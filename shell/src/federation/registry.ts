import {
  REMOTE_OVERRIDE_COOKIE,
  REMOTES,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@ksei/shared';

function onlyKnownSections(body: RemoteRegistry): RemoteRegistry {
  return { remotes: body.remotes.filter((r) => (REMOTES as readonly string[]).includes(r.name)) };
}

/** The registry the server inlined into this page (saves a round trip), if it is there and readable. */
function inlinedRegistry(): RemoteRegistry | null {
  const text = document.getElementById('ksei-remotes')?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as RemoteRegistry;
    return Array.isArray(body.remotes) ? onlyKnownSections(body) : null;
  } catch {
    return null;
  }
}

/** The released version of every section, as the server published it; never cached. */
export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const inlined = inlinedRegistry();
  if (inlined) return inlined;
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return onlyKnownSections((await response.json()) as RemoteRegistry);
}

/** localStorage key that points one section at another manifest, e.g. a local dev server. */
export const OVERRIDE_PREFIX = 'ksei-remote-override:';

/**
 * Integration testers point one remote elsewhere without rebuilding anything. Allowed only where the
 * server's configuration opts in (`<meta name="ksei-remote-overrides" content="on">`: on in local
 * development, off in production; the page's host name does not count, a proxy can forge it), and
 * only to http(s) URLs: never from a link on the public site.
 */
export function applyOverrides(
  registry: RemoteRegistry,
  storage: Pick<Storage, 'getItem'> | undefined,
  serverAllows: boolean,
): RemoteRegistry {
  if (!storage || !serverAllows) return registry;
  return {
    remotes: registry.remotes.map((remote) => {
      const override = storage.getItem(OVERRIDE_PREFIX + remote.name);
      if (!override || !/^https?:\/\/[^\s]+\/mf-manifest\.json$/.test(override)) return remote;
      return { ...remote, entry: override, version: 'override' };
    }),
  };
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

/** The sections an override replaced, for the banner and the server. */
export function overriddenRemotes(registry: RemoteRegistry): Pick<RemoteRegistryEntry, 'name' | 'entry'>[] {
  return registry.remotes.filter((remote) => remote.version === 'override').map(({ name, entry }) => ({ name, entry }));
}

/** Removes every override and reloads: back to the released versions. */
export function clearOverrides(storage: Pick<Storage, 'removeItem'>, names: readonly string[]): void {
  for (const name of names) storage.removeItem(OVERRIDE_PREFIX + name);
  document.cookie = `${REMOTE_OVERRIDE_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}

/** Keeps the cookie in step with the active overrides (session cookie, this site only). */
export function writeOverrideCookie(names: readonly string[]): void {
  document.cookie =
    names.length > 0
      ? `${REMOTE_OVERRIDE_COOKIE}=${names.join(',')}; path=/; SameSite=Strict`
      : `${REMOTE_OVERRIDE_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}
