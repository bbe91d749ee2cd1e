// @ts-check
/**
 * The embedded database's own thread. PGlite (WASM) runs each query synchronously on the thread that
 * calls it, so it lives here and the main thread only posts messages (`pglite.ts`).
 *
 * Plain ESM JavaScript on purpose: Node starts a worker with its own loader, which cannot run a .ts file
 * (under jest the main thread's sources are .ts). tsc type-checks this file through its JSDoc (allowJs +
 * checkJs in server/tsconfig*.json) and emits it unchanged next to `pglite.js` in dist.
 */
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-worker.protocol.js').PgliteWorkerData} PgliteWorkerData */
/** @typedef {import('./pglite-worker.protocol.js').PgliteWorkerRequest} PgliteWorkerRequest */
/** @typedef {import('./pglite-worker.protocol.js').PgliteWorkerReply} PgliteWorkerReply */
/** @typedef {import('./pglite-worker.protocol.js').SerializedError} SerializedError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (port === null) throw new Error('pglite-worker.mjs runs as a worker thread (see pglite.ts)');

const { dataDir, template, modules } = /** @type {PgliteWorkerData} */ (workerData);
if (dataDir !== undefined) await fs.mkdir(dataDir, { recursive: true });
// pg_trgm backs the search bar's typo-tolerant suggestions (migration 003 creates the extension).
const pglite = new PGlite({
  dataDir,
  extensions: { pg_trgm },
  // 32 MB of shared buffers instead of initdb's 128 MB: PostgreSQL touches all of them at start, and
  // WebAssembly memory is never given back, so they were ~125 MB of the server's resident memory from
  // the first second (178 vs 300 MB for PGlite alone). The data is ~80 MB on disk, read through the
  // operating system's cache; the searches, the securities and the schedule are answered from memory.
  // wal_recycle=off: a log segment the checkpoint no longer needs is deleted, not renamed for reuse with
  // its old content, so rows erased from the tables leave the log too (erase-dead-rows.ts).
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'wal_recycle=off'],
  ...(template !== undefined ? { loadDataDir: new Blob([template]) } : {}),
  // Compiled once by the main thread (pglite-modules.ts) instead of once per database.
  ...(modules !== undefined
    ? { pgliteWasmModule: modules.postgres, initdbWasmModule: modules.initdb, fsBundle: new Blob([modules.fsBundle]) }
    : {}),
});
// A start-up failure throws here: the main thread sees the worker's `error` event.
await pglite.waitReady;
// The same notices a PostgreSQL server sends its listeners (migration 016), from this one connection.
// The channel is `DATA_CHANGE_CHANNEL` of data-changes.ts (a worker cannot import a .ts module).
// A commit's notices go as one message, before the reply to the statement that committed it: as
// separate messages, the main thread could deliver the first before the next had arrived (two calls for
// one transaction).
/** @type {Set<string>} */
const noticed = new Set();
let flushScheduled = false;
function flushNotices() {
  flushScheduled = false;
  if (noticed.size === 0) return;
  const tables = [...noticed];
  noticed.clear();
  port?.postMessage({ kind: 'notice', tables });
}
await pglite.listen('ksei_data_change', (table) => {
  noticed.add(table);
  if (!flushScheduled) {
    flushScheduled = true;
    queueMicrotask(flushNotices);
  }
});

/**
 * Open transactions. PGlite's `transaction()` holds its transaction mutex until the callback settles,
 * and its plain `query()`/`exec()` wait for that mutex: statements sent without `tx` therefore queue
 * behind an open transaction instead of running inside it, exactly as with PGlite in-process.
 * @type {Map<number, { tx: Transaction, end: (requestId: number, commit: boolean) => void }>}
 */
const transactions = new Map();
let lastTransaction = 0;
/** Rejects a transaction's callback so PGlite rolls it back; not an error to report. */
const ROLLBACK = Symbol('rollback');

/** @param {PgliteWorkerReply} reply */
function post(reply) {
  if (reply.kind === 'result') flushNotices();
  try {
    port?.postMessage(reply);
  } catch (error) {
    // A value structured clone cannot copy: answer with the error rather than never.
    if (reply.kind !== 'result' || !reply.ok) throw error;
    port?.postMessage({ kind: 'result', id: reply.id, ok: false, error: serializeError(error) });
  }
}

/**
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  if (typeof error === 'object' && error !== null) {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    }
  }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack, fields };
  // PGlite's file-system failures are plain objects ({ errno, code }): name their fields, never "[object Object]".
  const described = Object.entries(fields)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  const message = typeof fields['message'] === 'string' ? fields['message'] : described || String(error);
  return { name: 'Error', message, stack: undefined, fields };
}

/**
 * @param {number} id
 * @param {() => Promise<unknown>} work
 */
function answer(id, work) {
  work().then(
    (value) => post({ kind: 'result', id, ok: true, value }),
    (error) => post({ kind: 'result', id, ok: false, error: serializeError(error) }),
  );
}

/** @param {number | undefined} txId */
function connection(txId) {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (open === undefined) throw new Error('Transaction is closed');
  return open.tx;
}

/**
 * Opens a PGlite transaction and keeps its callback pending until `end` arrives: `begin` is answered
 * once the transaction holds PGlite's mutex, `end` once COMMIT or ROLLBACK has run.
 * @param {number} beginId
 */
function begin(beginId) {
  const txId = ++lastTransaction;
  let begun = false;
  /** @type {number | undefined} */
  let endId;
  pglite
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          begun = true;
          transactions.set(txId, {
            tx,
            end(requestId, commit) {
              endId = requestId;
              transactions.delete(txId);
              if (commit) resolve(undefined);
              else reject(ROLLBACK);
            },
          });
          post({ kind: 'result', id: beginId, ok: true, value: txId });
        }),
    )
    .then(
      () => post({ kind: 'result', id: endId ?? beginId, ok: true, value: undefined }),
      (error) => {
        if (!begun) post({ kind: 'result', id: beginId, ok: false, error: serializeError(error) });
        else if (error === ROLLBACK) post({ kind: 'result', id: endId ?? beginId, ok: true, value: undefined });
        else post({ kind: 'result', id: endId ?? beginId, ok: false, error: serializeError(error) });
      },
    );
}

port.on('message', (/** @type {PgliteWorkerRequest} */ request) => {
  switch (request.op) {
    case 'query':
      answer(request.id, async () => (await connection(request.tx).query(request.sql, request.params)).rows);
      return;
    case 'exec':
      answer(request.id, async () => {
        await connection(request.tx).exec(request.sql);
      });
      return;
    case 'begin':
      begin(request.id);
      return;
    case 'end': {
      const open = transactions.get(request.tx);
      if (open === undefined) answer(request.id, () => Promise.reject(new Error('Transaction is closed')));
      else open.end(request.id, request.commit);
      return;
    }
    case 'close':
      answer(request.id, () => pglite.close());
      return;
    case 'dump':
      answer(request.id, async () => new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      return;
  }
});

post({ kind: 'ready' });
