/** Types of `scripts/cluster.mjs` for the TypeScript that imports it (the e2e cluster suite). */

export interface ClusterOptions {
  /** How many servers (default 3). */
  nodes?: number;
  /** nginx's port on 127.0.0.1 (default 0: a free one). */
  port?: number;
  /** nginx retries another node on errors, timeouts, 502 and 503 (default true; never a POST once sent). */
  retries?: boolean;
  /** nginx answers HTTPS with a self-signed certificate. */
  tls?: boolean;
  /** An existing PostgreSQL server to make a fresh database on (default CLUSTER_DATABASE_URL; unset: one of its own). */
  databaseUrl?: string;
  /** The releases copied into the cluster's shared folder (default the repository's). */
  releasesDir?: string;
  /** Each node's DRAIN_GRACE_SECONDS (default 2). */
  drainGraceSeconds?: number;
  /** Each node's DATABASE_POOL_SIZE (default: sized to the server's max_connections). */
  poolSize?: number;
  /** The nodes' RATE_LIMITS. */
  rateLimits?: string;
  /** More variables for every node. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface NodeExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ClusterNode {
  /** 1-based. */
  readonly index: number;
  readonly port: number;
  /** `http://127.0.0.1:<port>`: the node itself, past nginx. */
  readonly url: string;
  /** The running process's id; undefined while stopped. */
  readonly pid: number | undefined;
  readonly running: boolean;
  readonly logFile: string;
  /** The running process's end. */
  exited(): Promise<NodeExit>;
  /** SIGTERM (the node drains, then exits); resolves at its exit. */
  stop(): Promise<NodeExit>;
  /** SIGKILL; resolves at its exit. */
  kill(): Promise<NodeExit>;
  /** Starts it again (stopping it first if it runs) and waits until it is ready. */
  restart(): Promise<void>;
  /** Resolves once its `/api/ready` answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  logTail(lines?: number): string;
}

export interface SinkMail {
  readonly messageId: string;
  readonly subject: string;
  /** The outbox's `X-KSEI-Topic`. */
  readonly topic: string;
  /** `performance.now()` at arrival. */
  readonly at: number;
}

export interface Cluster {
  /** nginx's origin, every node's PUBLIC_ORIGIN. */
  readonly url: string;
  readonly dir: string;
  /** The releases folder every node shares (RELEASES_DIR of a release into the cluster). */
  readonly releasesDir: string;
  /** The cluster's database. */
  readonly sqlUrl: string;
  readonly poolSize: number;
  readonly nodes: readonly ClusterNode[];
  readonly staff: { readonly email: string; readonly name: string; readonly password: string };
  /** What the mail sink received, oldest first. */
  readonly mail: { readonly messages: readonly SinkMail[] };
  readonly nginx: { readonly pid: number; readonly conf: string; readonly dir: string };
  /** A query on the cluster's database. */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** A one-time captcha token for a form posted through the cluster. */
  captchaToken(): string;
  /** Environment for an operator's command (import, staff) on the cluster's database. */
  commandEnv(): NodeJS.ProcessEnv;
  /** Ports of the nodes in nginx's upstream now. */
  rotation(): number[];
  /** Resolves once nginx's upstream passes `test`. */
  waitForRotation(test: (ports: number[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Switches nginx's retries and reloads it. */
  setRetries(on: boolean): void;
  /** Stops the nodes (draining), nginx, PostgreSQL or the fresh database, and removes the folder. */
  stop(): Promise<void>;
}

/** Starts the cluster; resolves once every node is ready and in nginx's upstream. */
export function startCluster(options?: ClusterOptions): Promise<Cluster>;

/** A port nothing listens on now on 127.0.0.1. */
export function freePort(): Promise<number>;
