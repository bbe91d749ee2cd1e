import os from 'node:os';

/**
 * One core less than the machine has (at least one): how many CPU-heavy jobs of one kind run at once,
 * so a flood of them (uploads to clean, sign-ins to hash) leaves a core to serve pages.
 */
export const SPARE_ONE_CORE = Math.max(1, os.availableParallelism() - 1);

/**
 * Refused because every slot is taken and the line behind them is full: the request did nothing and
 * may be sent again after `retryAfterSeconds` (the API answers 503 with Retry-After).
 */
export class WorkQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the work queue is full');
    this.name = 'WorkQueueFull';
  }
}

export interface SlotsOptions {
  /** Jobs that may wait for a slot; one more is refused with `WorkQueueFull` (default: no bound). */
  readonly maxWaiting?: number;
  /** What a refusal tells the client to wait (seconds). */
  readonly retryAfterSeconds?: number;
}

export interface Slots {
  /**
   * Runs `work` once fewer than the limit are running; the rest wait their turn, first come first
   * served, or are refused at once when `maxWaiting` of them already wait.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSlots(limit: number, options: SlotsOptions = {}): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  const maxWaiting = options.maxWaiting ?? Infinity;
  return {
    async run(work) {
      if (running >= limit) {
        if (waiting.length >= maxWaiting) throw new WorkQueueFull(options.retryAfterSeconds ?? 1);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}
