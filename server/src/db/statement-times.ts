/** Told a statement's time in seconds once its answer (or its error) is back. */
export type StatementListener = (seconds: number) => void;

/** What each engine times its statements with; the metrics listen. */
export interface StatementTimes {
  onStatement(listener: StatementListener): () => void;
  /** Runs one statement, timing it only while someone listens. */
  time<T>(run: () => Promise<T>): Promise<T>;
}

export function createStatementTimes(): StatementTimes {
  const listeners = new Set<StatementListener>();
  return {
    onStatement(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async time(run) {
      if (listeners.size === 0) return run();
      const started = performance.now();
      try {
        return await run();
      } finally {
        const seconds = (performance.now() - started) / 1000;
        for (const listener of listeners) listener(seconds);
      }
    },
  };
}
