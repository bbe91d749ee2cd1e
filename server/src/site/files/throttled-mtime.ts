import fs from 'node:fs/promises';

/**
 * A file's mtime (0 when absent), looked up at most once per `recheckMs`: the page path asks for it on
 * every request to notice a rebuild, and a stat per request is file-system work on libuv's small pool.
 */
export function throttledMtime(file: string, recheckMs = 1000): () => Promise<number> {
  let known: { mtimeMs: number; checkedAt: number } | null = null;
  return async () => {
    const now = Date.now();
    if (known !== null && now - known.checkedAt < recheckMs) return known.mtimeMs;
    const mtimeMs = (await fs.stat(file).catch(() => null))?.mtimeMs ?? 0;
    known = { mtimeMs, checkedAt: now };
    return mtimeMs;
  };
}
