/** A section's lifecycle step that did not finish in time. */
export class SectionTimeoutError extends Error {
  constructor(
    readonly step: string,
    readonly ms: number,
  ) {
    super(`Section ${step} did not finish within ${ms} ms`);
    this.name = 'SectionTimeoutError';
  }
}

/** `work`, or a `SectionTimeoutError` after `ms`; the work itself goes on (a promise cannot be cancelled). */
export function withTimeLimit<T>(work: Promise<T>, step: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SectionTimeoutError(step, ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
