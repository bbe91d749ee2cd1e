// @ts-check
import path from 'node:path';

/** The repository root (this package sits directly under it). */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** This package's folder: the loaders, templates and runtime modules the webpack configurations name. */
export const BUILD_TOOLS = import.meta.dirname;

/** Where released remote versions and the registry live (`RELEASES_DIR` overrides). */
export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}
