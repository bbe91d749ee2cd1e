/** sessionStorage key of the last chunk-error reload (the original used `nuxt-reload`). */
export const CHUNK_RELOAD_KEY = 'ksei-reload';
/** At most one hard reload per minute (the original's guard: a stale chunk after a release reloads once, never in a loop). */
export const CHUNK_RELOAD_TTL_MS = 60_000;

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w./-]+ failed|ScriptNetworkError|RUNTIME-008|Failed to fetch dynamically imported module/i;

/** True for a failed download of a code chunk (stale deploy, flaky network), not for a broken module. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message);
}

export interface ReloadEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  readonly now: () => number;
  readonly reload: () => void;
  /** False while the browser knows it is offline: a reload then only swaps the page for the browser's offline error. */
  readonly online: () => boolean;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return {
    storage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
    online: () => window.navigator.onLine !== false,
  };
}

/**
 * On a chunk-load error, hard-reload the page unless one happened in the last 60 s, or the browser is
 * offline (the download failed because the connection is gone, and a reload would replace the page the
 * reader still has with the browser's offline error; the caller's error UI offers a retry instead).
 * Returns true when a reload was started; otherwise the caller shows its error UI.
 */
export function reloadOnChunkError(error: unknown, env: ReloadEnvironment = browserEnvironment()): boolean {
  if (!isChunkLoadError(error) || !env.storage || !env.online()) return false;
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_TTL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    // Storage full or blocked: reloading without a guard could loop, so don't.
    return false;
  }
  env.reload();
  return true;
}
