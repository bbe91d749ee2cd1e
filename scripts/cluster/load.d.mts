/** Types of `scripts/cluster/load.mjs`. */

/** One request of a load: its method, path, headers and body. */
export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface Failure {
  readonly method: string;
  readonly path: string;
  /** The status of an answer other than 200, or the socket's error. */
  readonly status?: number;
  readonly error?: string;
  /** Milliseconds since the load began. */
  readonly atMs: number;
}

export interface LoadResult {
  readonly sent: number;
  readonly ok: number;
  readonly failures: readonly Failure[];
  /** GETs sent again because nginx closed their connection before any answer (its reload). */
  readonly connectionRetries: number;
  readonly seconds: number;
  /** Milliseconds of each answered request. */
  readonly latencies: readonly number[];
}

export interface RunningLoad {
  /** Stops sending; resolves once every request under way has its answer. */
  stop(): Promise<LoadResult>;
}

export interface LoadOptions {
  /** Requests under way at once: loops that each send the next as soon as the last is answered. */
  readonly connections: number;
  /** false: every request on a connection of its own (a form post's, which is never sent again). */
  readonly keepAlive?: boolean;
  /** Each 200 answer's body of a POST (a form's reference). */
  readonly onAnswer?: (body: string) => void;
}

export function startLoad(base: string, next: () => LoadRequest, options: LoadOptions): RunningLoad;
/** Requests sent all at once, each on a connection of its own; the status of each. */
export function together(base: string, requests: readonly LoadRequest[]): Promise<number[]>;

/** The next GET of a load, round a fixed list of pages and API reads. */
export function cyclingReads(): () => LoadRequest;
/** A contact message as the form posts it, from `origin` with the captcha `token`. */
export function contactPost(origin: string, token: string): LoadRequest;
