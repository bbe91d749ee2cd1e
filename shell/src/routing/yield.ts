/**
 * Gives the browser the main thread back before the next step of start-up, so painting and input are
 * not held up by one long task (evaluating the shell, hydrating the chrome and mounting the section
 * measured 250-300 ms on a phone-speed CPU as a single task). `scheduler.yield` resumes ahead of other
 * queued work where the browser has it; a zero-delay timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
