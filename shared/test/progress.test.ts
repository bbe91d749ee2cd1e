import { createProgress } from '../src/stores/progress';

// Expected timings are the spec's literal values (throttle 200 ms, duration 5000 ms, hide delay
// 500 ms, capped at 100 %), never read back from `PROGRESS`: a changed constant must turn these red.
const THROTTLE_MS = 200;
const DURATION_MS = 5000;
const HIDE_MS = 500;

/** Every state the bar's store takes, so a bar that flashes and hides again between checks is still seen. */
function recordStates(bar: ReturnType<typeof createProgress>): { visible: boolean[] } {
  const seen = { visible: [] as boolean[] };
  bar.store.subscribe((s) => seen.visible.push(s.visible));
  return seen;
}

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is hidden at start and until the 200 ms throttle has passed, shown at 200 ms', () => {
    const bar = createProgress();
    bar.start();
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
    jest.advanceTimersByTime(THROTTLE_MS - 1);
    expect(bar.store.getState().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState().visible).toBe(true);
  });

  it('never shows for a navigation that finishes at 199 ms', () => {
    const bar = createProgress();
    const seen = recordStates(bar);
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS - 1);
    bar.finish();
    jest.advanceTimersByTime(10_000);
    expect(seen.visible).not.toContain(true);
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('grows 2 % per 100 ms after the throttle and reaches 100 % at 5000 ms, never more', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS);
    expect(bar.store.getState().percent).toBe(0);
    jest.advanceTimersByTime(100);
    expect(bar.store.getState().percent).toBeCloseTo(2);
    jest.advanceTimersByTime(DURATION_MS - 100 - 1);
    expect(bar.store.getState().percent).toBeCloseTo(98);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState().percent).toBe(100);
    jest.advanceTimersByTime(10_000);
    expect(bar.store.getState().percent).toBe(100);
  });

  it('jumps to 100 % on finish and hides 500 ms later, not at 499 ms', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS + 1000);
    bar.finish();
    expect(bar.store.getState()).toEqual({ percent: 100, visible: true, failed: false });
    jest.advanceTimersByTime(HIDE_MS - 1);
    expect(bar.store.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('turns red on failure and hides 500 ms after finishing', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS + 100);
    bar.fail();
    bar.finish();
    expect(bar.store.getState()).toEqual({ failed: true, visible: true, percent: 100 });
    jest.advanceTimersByTime(HIDE_MS - 1);
    expect(bar.store.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState().visible).toBe(false);
  });

  it('flashes red for a failure outside a navigation, hidden again after 500 ms', () => {
    const bar = createProgress();
    bar.fail();
    expect(bar.store.getState()).toEqual({ failed: true, visible: true, percent: 100 });
    jest.advanceTimersByTime(HIDE_MS - 1);
    expect(bar.store.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState().visible).toBe(false);
  });

  it('finishes once when starts overlap', () => {
    const bar = createProgress();
    bar.start();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS + 100);
    bar.finish();
    expect(bar.store.getState().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.store.getState().percent).toBe(100);
    expect(bar.pending()).toBe(0);
  });

  it('is hidden, empty and not failed before anything happens', () => {
    expect(createProgress().store.getState()).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('lets an overlapping start neither reset nor hide a bar that is already running', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS + 1000);
    expect(bar.store.getState()).toEqual({ percent: 20, visible: true, failed: false });
    bar.start();
    expect(bar.store.getState()).toEqual({ percent: 20, visible: true, failed: false });
    jest.advanceTimersByTime(100);
    expect(bar.store.getState().percent).toBeCloseTo(22);
  });

  it("starts a navigation afresh after a red flash: hidden, empty, not failed, and the flash's hide cancelled", () => {
    const bar = createProgress();
    bar.fail();
    bar.start();
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
    jest.advanceTimersByTime(THROTTLE_MS - 1);
    expect(bar.store.getState().visible).toBe(false);
    jest.advanceTimersByTime(1 + HIDE_MS);
    expect(bar.store.getState()).toEqual({ percent: 10, visible: true, failed: false });
  });

  it('ignores a finish with nothing started: the next navigation still finishes and hides', () => {
    const bar = createProgress();
    bar.finish();
    expect(bar.pending()).toBe(0);
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS);
    bar.finish();
    expect(bar.store.getState()).toEqual({ percent: 100, visible: true, failed: false });
    jest.advanceTimersByTime(HIDE_MS);
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('turns red during a navigation but keeps growing until it finishes, no 500 ms hide before that', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(THROTTLE_MS + 100);
    bar.fail();
    expect(bar.store.getState()).toEqual({ percent: 2, visible: true, failed: true });
    jest.advanceTimersByTime(HIDE_MS + 100);
    expect(bar.store.getState()).toEqual({ percent: 14, visible: true, failed: true });
  });
});
