import type { ScryptOptions } from 'node:crypto';
import type { Options as Argon2Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';
import { SPARE_ONE_CORE, WorkQueueFull } from '../../concurrency/slots.js';
import { LaneQueue, laneTask, type HashLane } from './lanes.js';
import type { HashKind, HashTask } from './protocol.js';

export type { HashLane } from './lanes.js';

/**
 * The worker's entry sits next to this module in src/ (jest) and in dist/ (tsc emits the .mjs there);
 * jest's swc transform rewrites `import.meta.url` to this file's own URL.
 */
const WORKER_ENTRY = new URL('./hash-worker.mjs', import.meta.url).href;

/** Refused because every hashing thread is busy and the queue behind them is full: try again shortly. */
export class HashQueueFull extends WorkQueueFull {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.name = 'HashQueueFull';
  }
}

export interface HashPoolOptions {
  /** Hashing threads: each runs one hash at a time on a core of its own. */
  readonly threads: number;
  /** Hashes that may wait for a thread; one more is refused with `HashQueueFull`. */
  readonly maxQueue: number;
  /**
   * Hashes of the reserved lane (a trusted device's sign-in) that may be under way at once, beside
   * the public ones: a full public queue never refuses them, and they go to the next free thread
   * before any public hash waiting.
   */
  readonly reserved: number;
}

export interface HashPool {
  scrypt(secret: string, salt: Uint8Array, keyLength: number, options: ScryptOptions): Promise<Buffer>;
  argon2Hash(password: string, options: Argon2Options): Promise<string>;
  /** On the public lane unless told otherwise. */
  argon2Verify(hash: string, password: string, lane?: HashLane): Promise<boolean>;
  /** Hashes accepted so far (handed to a thread or queued), by kind. */
  readonly accepted: Readonly<Record<HashKind, number>>;
  /** Public hashes accepted and not yet finished. */
  readonly inFlight: number;
  /** Reserved-lane hashes accepted and not yet finished. */
  readonly reservedInFlight: number;
  /** Hashes refused so far (`HashQueueFull`), by lane. */
  readonly refused: Readonly<Record<HashLane, number>>;
  readonly options: HashPoolOptions;
  close(): Promise<void>;
}

/** Until a hash has been timed: scrypt at 32 MiB takes about this long on one core. */
const FIRST_GUESS_MS = 150;

export function createHashPool(options: HashPoolOptions): HashPool {
  const piscina = new Piscina<HashTask, Uint8Array | string | boolean>({
    filename: WORKER_ENTRY,
    minThreads: 0,
    maxThreads: options.threads,
    // Kept a minute after the last hash, then given back: an idle server holds no hashing memory.
    idleTimeout: 60_000,
    // Our own counts refuse first; this only backs them up.
    maxQueue: options.maxQueue + options.reserved,
    taskQueue: new LaneQueue(),
    // A hash that found every thread busy goes back to the head of its line, not the tail: first come, first hashed.
    stricterFIFO: true,
  });
  const accepted: Record<HashKind, number> = { scrypt: 0, argon2Hash: 0, argon2Verify: 0 };
  let inFlight = 0;
  let reservedInFlight = 0;
  const refused: Record<HashLane, number> = { public: 0, reserved: 0 };

  /** Seconds until the queue has drained, from the hashes timed so far (at least one). */
  function retryAfterSeconds(): number {
    const mean = piscina.histogram.runTime.mean;
    const perHashMs = Number.isFinite(mean) && mean > 0 ? mean : FIRST_GUESS_MS;
    return Math.max(1, Math.ceil((inFlight * perHashMs) / options.threads / 1000));
  }

  async function run(task: HashTask, lane: HashLane = 'public'): Promise<Uint8Array | string | boolean> {
    if (lane === 'reserved') {
      if (reservedInFlight >= options.reserved) {
        refused.reserved += 1;
        throw new HashQueueFull(1);
      }
      accepted[task.kind] += 1;
      reservedInFlight += 1;
      try {
        return await piscina.run(laneTask(task, lane));
      } finally {
        reservedInFlight -= 1;
      }
    }
    if (inFlight >= options.threads + options.maxQueue) {
      refused.public += 1;
      throw new HashQueueFull(retryAfterSeconds());
    }
    accepted[task.kind] += 1;
    inFlight += 1;
    try {
      return await piscina.run(laneTask(task, lane));
    } finally {
      inFlight -= 1;
    }
  }

  return {
    async scrypt(secret, salt, keyLength, scryptOptions) {
      const key = (await run({ kind: 'scrypt', secret, salt, keyLength, options: scryptOptions })) as Uint8Array;
      // A Buffer arrives from the thread as a plain Uint8Array over the same bytes.
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
    },
    async argon2Hash(password, argon2Options) {
      return (await run({ kind: 'argon2Hash', password, options: argon2Options })) as string;
    },
    async argon2Verify(hash, password, lane) {
      return (await run({ kind: 'argon2Verify', hash, password }, lane)) as boolean;
    },
    accepted,
    get inFlight() {
      return inFlight;
    },
    get reservedInFlight() {
      return reservedInFlight;
    },
    refused,
    options,
    close: () => piscina.close(),
  };
}

/**
 * The process's default: one core short of the machine (at least one thread), and a queue of eight
 * hashes a thread, under a second of waiting at the costs chosen for receipts and passwords. Two
 * reserved hashes a thread for trusted devices' sign-ins, which wait only for the hashes running.
 */
export const DEFAULT_HASH_POOL: HashPoolOptions = {
  threads: SPARE_ONE_CORE,
  maxQueue: 8 * SPARE_ONE_CORE,
  reserved: 2 * SPARE_ONE_CORE,
};

let shared: HashPool | undefined;

/** The process-wide pool every slow hash runs on, started at the first hash. */
export function hashPool(): HashPool {
  shared ??= createHashPool(DEFAULT_HASH_POOL);
  return shared;
}
