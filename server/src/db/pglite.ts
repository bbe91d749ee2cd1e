import { Worker } from 'node:worker_threads';
import { createDataChangeHub, type DataChangeHub } from './data-changes.js';
import { createStatementTimes } from './statement-times.js';
import { pgliteCompiledModules } from './pglite-modules.js';
import type { Database, Queryable } from './database.js';
import type {
  PgliteWorkerData,
  PgliteWorkerReply,
  PgliteWorkerRequest,
  SerializedError,
} from './pglite-worker.protocol.js';

/**
 * The worker's entry is plain ESM JavaScript (a worker cannot start from a .ts file under jest) and sits
 * next to this module both in src/ (jest) and in dist/ (tsc emits it there), so one URL relative to this
 * module finds it from any working directory: native ESM resolves `import.meta.url` itself, and jest's
 * swc CommonJS transform rewrites it to `pathToFileURL(__filename)`.
 */
const WORKER_ENTRY = new URL('./pglite-worker.mjs', import.meta.url);

const UNAVAILABLE = 'the embedded database is unavailable until the server restarts';

/** A request before it gets its id (`Omit` over each member of the union). */
type Request = PgliteWorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface PgliteWorker {
  readonly database: Database;
  /** The thread PGlite runs in: for tests and diagnostics (terminating it fails every call). */
  readonly worker: Worker;
  /** The data directory as a tarball, to start other databases from (`template`). */
  dump(): Promise<Uint8Array>;
}

/** A PostgreSQL error from the worker as a real `Error` with its fields again (`code`, `detail`…). */
function toError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  // The worker's stack: where in PGlite it failed (the main thread's stack here is the message handler).
  if (serialized.stack !== undefined) error.stack = serialized.stack;
  return error;
}

/** Errors from the worker come from another realm: `instanceof Error` may not hold there. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (typeof error !== 'object' || error === null) return String(error);
  // A plain object (an errno record): its fields, never "[object Object]".
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return fields.map(([key, value]) => `${key} ${String(value)}`).join(', ') || 'unknown error';
}

/**
 * Embedded PostgreSQL (WASM) in a worker thread, so a slow query does not stall the main event loop.
 * PGlite has one connection: statements run one at a time, transactions hold it until they end.
 */
export async function startPgliteWorker(
  dataDir?: string,
  options: { readonly template?: Uint8Array } = {},
): Promise<PgliteWorker> {
  const workerData: PgliteWorkerData = { dataDir, template: options.template, modules: await pgliteCompiledModules() };
  // No inherited Node flags: some only make sense for the main entry (`--input-type` fails the worker).
  const worker = new Worker(WORKER_ENTRY, { workerData, execArgv: [] });
  const changes = createDataChangeHub();
  const channel = openChannel(worker, changes);
  await channel.ready;
  worker.unref();
  const database = pgliteDatabase(worker, channel, changes, dataDir === undefined);
  const dump = async (): Promise<Uint8Array> => (await channel.call({ op: 'dump' })) as Uint8Array;
  return { database, worker, dump };
}

/** The calls to the worker and their replies, and what becomes of them when the worker is gone. */
interface WorkerChannel {
  /** Resolves once the worker has opened the database; rejects when it failed to. */
  readonly ready: Promise<void>;
  /** Sends a request, even after close() (closing itself, a transaction's end). */
  send(request: Request): Promise<unknown>;
  /** Sends a request, unless the database is closed and the request would start something new. */
  call(request: Request): Promise<unknown>;
  /** Nothing new starts after this. */
  markClosed(): void;
  isClosed(): boolean;
  /** The worker is gone: every call rejects. */
  hasFailed(): boolean;
  /** Calls sent and not yet answered (the worker runs one at a time). */
  pendingCount(): number;
}

function openChannel(worker: Worker, changes: DataChangeHub): WorkerChannel {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let closed = false;
  /** Set once the worker is gone: every later call rejects with it. */
  let failure: { message: string; cause: unknown } | undefined;
  let starting: Pending | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    starting = { resolve: () => resolve(), reject };
  });

  const fail = (message: string, cause?: unknown): void => {
    failure ??= { message, cause };
    const error = (): Error => new Error(failure?.message ?? message, { cause: failure?.cause });
    starting?.reject(error());
    starting = undefined;
    for (const call of pending.values()) call.reject(error());
    pending.clear();
  };

  worker.on('message', (reply: PgliteWorkerReply) => {
    if (reply.kind === 'ready') {
      starting?.resolve(undefined);
      starting = undefined;
      return;
    }
    if (reply.kind === 'notice') {
      changes.announce(reply.tables);
      return;
    }
    const call = pending.get(reply.id);
    if (call === undefined) return;
    pending.delete(reply.id);
    // Idle, the worker must not keep the process alive (a server that forgot close() still exits).
    if (pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(toError(reply.error));
  });
  watchForLoss(worker, fail, { isStarting: () => starting !== undefined, isClosed: () => closed });

  const send = (request: Request): Promise<unknown> => {
    if (failure !== undefined) return Promise.reject(new Error(failure.message, { cause: failure.cause }));
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // Parameters structured clone cannot copy (functions, symbols…).
        reject(new Error(`PGlite: cannot send the statement to the worker: ${messageOf(error)}`, { cause: error }));
        return;
      }
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
    });
  };
  // After close() nothing new starts; a transaction already open may finish (PGlite closes after it).
  const call = (request: Request): Promise<unknown> =>
    closed && request.op !== 'end' && !('tx' in request && request.tx !== undefined)
      ? Promise.reject(new Error('PGlite database is closed'))
      : send(request);

  return {
    ready,
    send,
    call,
    markClosed: () => (closed = true),
    isClosed: () => closed,
    hasFailed: () => failure !== undefined,
    pendingCount: () => pending.size,
  };
}

/** The worker's failure, an unreadable reply or its exit fails every call waiting and every later one. */
function watchForLoss(
  worker: Worker,
  fail: (message: string, cause?: unknown) => void,
  state: { readonly isStarting: () => boolean; readonly isClosed: () => boolean },
): void {
  // While starting, the caller of startPgliteWorker gets the failure; later, every call does.
  const gone = (what: string): string =>
    state.isStarting() ? `PGlite worker ${what} while starting` : `PGlite worker ${what}; ${UNAVAILABLE}`;
  worker.on('error', (error: unknown) => fail(gone(`failed: ${messageOf(error)}`), error));
  worker.on('messageerror', (error: unknown) => {
    // A reply that cannot be read would leave its caller waiting forever.
    fail(gone(`sent an unreadable message: ${messageOf(error)}`), error);
    void worker.terminate();
  });
  worker.on('exit', (code) =>
    fail(state.isClosed() ? 'PGlite database is closed' : gone(`exited unexpectedly (exit code ${code})`)),
  );
}

/** The database over the worker's channel: statements, transactions on their own id, and closing. */
function pgliteDatabase(worker: Worker, channel: WorkerChannel, changes: DataChangeHub, inMemory: boolean): Database {
  const times = createStatementTimes();
  const queryable = (tx: number | undefined): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // Rows are whatever the caller's SQL selects; callers describe them with their own row types.
      return (await times.time(() => channel.call({ op: 'query', sql, params: [...params], tx }))) as T[];
    },
    async exec(sql: string): Promise<void> {
      await times.time(() => channel.call({ op: 'exec', sql, tx }));
    },
  });

  let openTransactions = 0;
  return {
    kind: 'pglite',
    inMemory,
    ...queryable(undefined),
    // One connection: busy while a statement runs or a transaction is open; what else was sent waits.
    usage: () => {
      const pending = channel.pendingCount();
      return { max: 1, open: 1, busy: Math.min(1, pending + openTransactions), waiting: Math.max(0, pending - 1) };
    },
    onDataChange: (listener) => changes.onDataChange(listener),
    onStatement: (listener) => times.onStatement(listener),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = (await channel.call({ op: 'begin' })) as number;
      openTransactions += 1;
      try {
        let result: T;
        try {
          result = await work(queryable(tx));
        } catch (error) {
          await channel.call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await channel.call({ op: 'end', tx, commit: true });
        return result;
      } finally {
        openTransactions -= 1;
      }
    },
    async close(): Promise<void> {
      if (channel.isClosed()) return;
      channel.markClosed();
      changes.close();
      try {
        // Statements sent before close() still run: PGlite closes after them.
        if (!channel.hasFailed()) await channel.send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}

/**
 * Embedded PostgreSQL (WASM) in a worker thread. `dataDir` undefined → in memory, for tests; `template`
 * (another database's `dump`) → a copy of that database instead of an empty one.
 */
export async function createPgliteDatabase(
  dataDir?: string,
  options: { readonly template?: Uint8Array } = {},
): Promise<Database> {
  return (await startPgliteWorker(dataDir, options)).database;
}
