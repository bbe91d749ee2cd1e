// @ts-check
/**
 * The e-mail outbox after a mail-server outage (part of `npm run bench`): 50 notices queued one
 * submission at a time while the SMTP server is down, each failing once; the server comes back; how
 * long until the last one is delivered (the built worker, its default retry policy, the embedded
 * database, a real SMTP server on loopback). Then 50 notices queued at once with the server up: how
 * long the worker takes to send them all. Numbers only, never pass/fail.
 */
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ROOT } from '../build-tools/paths.js';

const NOTICES = 50;
const DIST = path.join(ROOT, 'server', 'dist');

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {() => Promise<boolean>} condition @param {number} timeoutMs */
async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the outbox bench timed out');
    await sleep(20);
  }
}

/** A loopback SMTP server that counts what it accepts and can stop and start again on its port. */
function countingSmtp() {
  /** @type {number[]} arrival times (performance.now()) */
  const arrivals = [];
  /** @type {Set<string>} */
  const messageIds = new Set();
  /** @type {SMTPServer | undefined} */
  let server;
  let port = 0;
  return {
    arrivals,
    messageIds,
    get port() {
      return port;
    },
    async start() {
      const next = new SMTPServer({
        logger: false,
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        disableReverseLookup: true,
        closeTimeout: 50,
        onData(stream, _session, callback) {
          let head = '';
          stream.on('data', (/** @type {Buffer} */ chunk) => {
            if (head.length < 4096) head += chunk.toString('utf8');
          });
          stream.on('end', () => {
            arrivals.push(performance.now());
            messageIds.add(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `none-${arrivals.length}`);
            callback(null);
          });
        },
      });
      next.on('error', () => undefined);
      await new Promise((resolve) => next.listen(port, '127.0.0.1', () => resolve(undefined)));
      port = /** @type {import('node:net').AddressInfo} */ (next.server.address()).port;
      server = next;
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise((resolve) => running.close(() => resolve(undefined)));
    },
  };
}

export async function outboxRecovery() {
  const { createPgliteDatabase } = await import(path.join(DIST, 'db', 'pglite.js'));
  const { migrate } = await import(path.join(DIST, 'db', 'migrate.js'));
  const { createMailQueue } = await import(path.join(DIST, 'domains', 'outbox', 'index.js'));
  const { loadFormsSettings } = await import(path.join(DIST, 'domains', 'forms', 'settings.js'));
  const { keys } = loadFormsSettings({}, 'development');
  const enqueueMail = createMailQueue(keys);
  const { createOutboxWorker } = await import(path.join(DIST, 'domains', 'outbox', 'worker.js'));
  const { DEFAULT_RETRY } = await import(path.join(DIST, 'domains', 'outbox', 'backoff.js'));
  /** @type {import('../server/src/db/database.js').Database} */
  const db = await createPgliteDatabase();
  const smtp = countingSmtp();
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  /** @param {number} n */
  const notice = (n) => ({ topic: 'contact', subject: `Bench notice ${n}`, text: `Bench message ${n}\n`.repeat(20) });
  const unsent = async () =>
    Number((await db.query('select count(*)::int as n from mail_outbox where sent_at is null'))[0].n);
  let worker;
  try {
    await migrate(db, path.join(ROOT, 'server', 'migrations'));
    await smtp.start();
    await smtp.stop();
    worker = createOutboxWorker({
      db,
      keys,
      smtp: {
        kind: 'smtp',
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        user: undefined,
        password: undefined,
      },
      mail: {
        from: 'Bench <bench@localhost>',
        to: { contact: ['staff@localhost'], whistleblowing: ['wbs@localhost'] },
      },
      log: quiet,
    });
    worker.start();
    // The outage: every notice queued as its own submission, each tried once and refused.
    for (let n = 1; n <= NOTICES; n++) await db.transaction((tx) => enqueueMail(tx, notice(n)));
    await until(
      async () =>
        Number((await db.query('select count(*)::int as n from mail_outbox where attempts = 1'))[0].n) === NOTICES,
      30_000,
    );
    await smtp.start();
    const back = performance.now();
    await until(async () => smtp.arrivals.length >= NOTICES && (await unsent()) === 0, 5 * 60_000);
    const recovery = {
      firstMs: Math.min(...smtp.arrivals) - back,
      lastMs: Math.max(...smtp.arrivals) - back,
      received: smtp.arrivals.length,
      distinct: smtp.messageIds.size,
    };
    // With the server up: 50 at once (one transaction), sent as soon as queued.
    smtp.arrivals.length = 0;
    const queued = performance.now();
    await db.transaction(async (tx) => {
      for (let n = 1; n <= NOTICES; n++) await enqueueMail(tx, notice(NOTICES + n));
    });
    await until(async () => smtp.arrivals.length >= NOTICES && (await unsent()) === 0, 60_000);
    const drainMs = Math.max(...smtp.arrivals) - queued;
    return { notices: NOTICES, baseMs: DEFAULT_RETRY.baseMs, recovery, drainMs };
  } finally {
    await worker?.stop();
    await smtp.stop();
    await db.close();
  }
}

/** @param {Awaited<ReturnType<typeof outboxRecovery>>} r */
export function printOutboxRecovery(r) {
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nE-mail outbox (built worker, embedded database, loopback SMTP; retries ${r.baseMs / 1000} s doubling, up to a quarter off at random):`,
  );
  console.log(
    `  ${r.notices} notices failed once while the mail server was down; after it came back: first delivered ${s(r.recovery.firstMs)}, last ${s(r.recovery.lastMs)} (${r.recovery.received} received, ${r.recovery.distinct} distinct)`,
  );
  console.log(`  ${r.notices} notices queued at once with the server up: all delivered in ${s(r.drainMs)}`);
}

// `node scripts/bench-outbox.mjs`: this part alone, on the existing server build.
if (import.meta.url === `file://${process.argv[1]}`) printOutboxRecovery(await outboxRecovery());
