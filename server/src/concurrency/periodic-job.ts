/** A job run at start and then every interval, one run at a time, that never keeps the process alive. */
export interface PeriodicJob {
  /** One run now (the timer's runs wait for it). */
  run(): Promise<void>;
  /** No further runs; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/** Starts `once` now and every `intervalMs`; a run waits for the one before it. */
export function startPeriodicJob(once: () => Promise<void>, intervalMs: number): PeriodicJob {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = (): Promise<void> => {
    running = running.then(() => (stopped ? undefined : once()));
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
