// @ts-check
import path from 'node:path';

/** The repository root (this package sits directly under it). */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** Where released remote versions and the registry live (`RELEASES_DIR` overrides). */
export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}
