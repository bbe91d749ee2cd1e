/** What code outside `db/` may do with a connection: the same calls on PGlite and PostgreSQL. */
export interface Queryable {
  /** One statement with `$1…` parameters; resolves to its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** Told the tables whose rows changed (each name once, in no particular order). */
export type DataChangeListener = (tables: readonly string[]) => void;

/**
 * Committed changes of the tables a server keeps copies of in memory (migration 016 lists them), by
 * whoever made them: this process, another server, the import command, an operator's SQL.
 */
export interface DataChanges {
  /**
   * Calls `listener` after each commit that changed such tables, within a second on every server.
   * After a lost connection to PostgreSQL, once it is back, with every such table (notices sent
   * meanwhile are not replayed). Returns the way to stop listening.
   */
  onDataChange(listener: DataChangeListener): () => void;
}

/** How busy a database's connections are at one moment (the metrics read it on each scrape). */
export interface DatabaseUsage {
  /** Connections it may open: the pool's size on PostgreSQL, 1 for PGlite's one worker. */
  readonly max: number;
  /** Connections open now. */
  readonly open: number;
  /** Of those, lent to a statement or a transaction now (PGlite: a statement under way). */
  readonly busy: number;
  /** Requests waiting for a connection (PGlite: statements queued behind the one under way). */
  readonly waiting: number;
}

export interface Database extends Queryable, DataChanges {
  readonly kind: DatabaseKind;
  /** Its connections' use now; counts kept in this process, no statement is sent. */
  usage(): DatabaseUsage;
  /**
   * Calls `listener` with each statement's time in seconds (from sending it to its answer or error,
   * waiting for a connection included), transactions' statements too. Returns the way to stop.
   */
  onStatement(listener: (seconds: number) => void): () => void;
  /** An embedded database without a data folder (tests): nothing of it is ever on disk. */
  readonly inMemory?: boolean;
  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
