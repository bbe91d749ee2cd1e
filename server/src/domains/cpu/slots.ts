import os from 'node:os';

/**
 * One core less than the machine has (at least one): how many CPU-heavy jobs of one kind run at once,
 * so a flood of them (uploads to clean, sign-ins to hash) leaves a core to serve pages.
 */
export const SPARE_ONE_CORE = Math.max(1, os.availableParallelism() - 1);

export interface Slots {
  /** Runs `work` once fewer than the limit are running; the rest wait their turn, first come first served. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSlots(limit: number): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
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
