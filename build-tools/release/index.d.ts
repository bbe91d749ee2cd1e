/** Types of release.js, for the TypeScript that imports `@ksei/build-tools/release`. */
import type { RemoteRegistryEntry } from '@ksei/shared/node';

/** An entry as the release side writes it: always with the time its version went live. */
export type RegistryEntry = RemoteRegistryEntry<string> & { readonly releasedAt: string };

export interface Registry {
  remotes: RegistryEntry[];
}

/** One switch of a section's live version, as kept in `releases/<section>/history.json`. */
export interface HistoryEntry {
  version: string;
  /** ISO time it went live. */
  releasedAt: string;
  /** Short hash of the commit it was built from; `null` if unknown. */
  commit: string | null;
  /** The version live before it; `null` if none. */
  previous: string | null;
  action: 'release' | 'rollback';
}

export declare const KEEP_VERSIONS: number;

export declare function versionOf(distDir: string): string;

export declare function readRegistry(releasesDir: string): Registry;

export declare function release(options: {
  remote: string;
  distDir: string;
  releasesDir: string;
  /** Recent versions kept (KEEP_VERSIONS). */
  keep?: number;
  /** Where to ask git for the commit (default: the folder holding `distDir`). */
  gitCwd?: string;
}): { version: string; entry: string; changed: boolean; previous: string | null; removed: string[] };

export declare function rollback(options: { remote: string; releasesDir: string; version?: string }): {
  version: string;
  previous: string | null;
  changed: boolean;
};

export declare function formatHistory(options: { remote: string; releasesDir: string }): string;
