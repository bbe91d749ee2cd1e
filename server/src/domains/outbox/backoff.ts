/** How long a failed notice waits before its next attempt. */
export interface RetryPolicy {
  /** The wait after the first failure (default 30 s). */
  readonly baseMs: number;
  /** The longest wait (default 1 h); a notice keeps being tried at this pace, never dropped. */
  readonly maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000 };

/**
 * The wait after the `attempts`-th failure: `baseMs` doubling per failure up to `maxMs`, then a random
 * quarter taken off, so notices that failed together (a mail server down for all of them) do not all
 * come back in the same second.
 */
export function retryDelayMs(
  attempts: number,
  policy: Partial<RetryPolicy> = {},
  random: () => number = Math.random,
): number {
  const { baseMs, maxMs } = { ...DEFAULT_RETRY, ...policy };
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  const full = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(full * (1 - 0.25 * random()));
}
