/**
 * Messages between the main thread (`pglite.ts`) and the PGlite worker (`pglite-worker.mjs`). Both sides
 * are type-checked against these types: the worker through JSDoc imports.
 */

export interface PgliteWorkerData {
  /** Undefined → in memory. */
  readonly dataDir: string | undefined;
  /**
   * A data directory to start from (a `dump` of another database) instead of creating an empty one:
   * creating one runs PostgreSQL's initdb in WASM, seconds per database; loading a dump takes a fraction.
   */
  readonly template?: Uint8Array | undefined;
  /** PGlite's WebAssembly already compiled by the main thread (`pglite-modules.ts`); undefined → PGlite loads its own. */
  readonly modules?: PgliteCompiledModules | undefined;
}

export interface PgliteCompiledModules {
  /** Compiled `WebAssembly.Module`s (typed loosely: the server's build has no DOM library, where that type lives). */
  readonly postgres: object;
  readonly initdb: object;
  /** PostgreSQL's share files (`pglite.data`), which PGlite otherwise reads from disk per instance. */
  readonly fsBundle: Uint8Array;
}

/** `tx` names a transaction opened by `begin`; without it the statement runs on its own. */
export type PgliteWorkerRequest =
  | {
      readonly id: number;
      readonly op: 'query';
      readonly sql: string;
      readonly params: unknown[];
      readonly tx?: number;
    }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string; readonly tx?: number }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'end'; readonly tx: number; readonly commit: boolean }
  | { readonly id: number; readonly op: 'close' }
  /** The data directory as an uncompressed tarball (a `template` for another database). */
  | { readonly id: number; readonly op: 'dump' };

/** An `Error` cannot cross `postMessage` with its own fields (PostgreSQL's `code`, `detail`…): sent flat. */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly stack: string | undefined;
  /** The error's own primitive fields: `code`, `severity`, `detail`, `hint`, `constraint`, `table`… */
  readonly fields: Readonly<Record<string, string | number | boolean>>;
}

/**
 * `ready` once PGlite has started; then one `result` per request. Values: `query` → rows, `begin` → the
 * transaction's number, others → undefined. `notice`: tables whose changes were committed (migration 016's
 * triggers), one message per commit, posted before the reply to the statement that committed it.
 */
export type PgliteWorkerReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'notice'; readonly tables: readonly string[] }
  | { readonly kind: 'result'; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly kind: 'result'; readonly id: number; readonly ok: false; readonly error: SerializedError };
