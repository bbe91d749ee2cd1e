import { createStore } from 'zustand/vanilla';

/** Loading-bar timings of the original site (Nuxt 2's defaults). */
export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideMs: 500, tickMs: 100 } as const;

export interface ProgressState {
  readonly percent: number;
  readonly visible: boolean;
  readonly failed: boolean;
}

const initial: ProgressState = { percent: 0, visible: false, failed: false };

/**
 * The route-change progress bar. `start` shows nothing for the first 200 ms, then grows 2 % every
 * 100 ms (100 % at 5 s, never more); `finish` jumps to 100 % and hides after 500 ms; `fail` turns it red.
 * Overlapping starts (a navigation plus its requests) are counted, so the bar finishes once, at the end.
 */
export function createProgress() {
  const store = createStore<ProgressState>(() => initial);
  let pending = 0;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;
  const step = (100 * PROGRESS.tickMs) / PROGRESS.durationMs;

  const clearTimers = (): void => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hider);
    throttle = ticker = hider = undefined;
  };

  const start = (): void => {
    pending += 1;
    if (pending > 1) return;
    clearTimers();
    store.setState({ percent: 0, visible: false, failed: false });
    throttle = setTimeout(() => {
      store.setState({ visible: true });
      ticker = setInterval(() => {
        store.setState((s) => ({ percent: Math.min(100, s.percent + step) }));
      }, PROGRESS.tickMs);
    }, PROGRESS.throttleMs);
  };

  const finish = (): void => {
    if (pending === 0) return;
    pending -= 1;
    if (pending > 0) return;
    const { visible, failed } = store.getState();
    clearTimers();
    if (!visible && !failed) {
      store.setState(initial);
      return;
    }
    store.setState({ percent: 100, visible: true });
    hider = setTimeout(() => store.setState(initial), PROGRESS.hideMs);
  };

  const fail = (): void => {
    store.setState({ failed: true });
    if (pending === 0) {
      // A failure outside any navigation (e.g. a request) still flashes the bar red.
      clearTimers();
      store.setState({ percent: 100, visible: true, failed: true });
      hider = setTimeout(() => store.setState(initial), PROGRESS.hideMs);
    }
  };

  return { store, start, finish, fail, pending: (): number => pending };
}

export const progress = createProgress();
