import { PROGRESS, createProgress } from '../src/stores/progress';

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a navigation shorter than the 200 ms throttle', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(PROGRESS.throttleMs - 10);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(bar.store.getState()).toEqual({ percent: 0, visible: false, failed: false });
  });

  it('grows 2 % per 100 ms after the throttle, caps at 100 %, hides 500 ms after finishing', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(PROGRESS.throttleMs);
    expect(bar.store.getState().visible).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(bar.store.getState().percent).toBeCloseTo(20);
    jest.advanceTimersByTime(10_000);
    expect(bar.store.getState().percent).toBe(100);
    bar.finish();
    expect(bar.store.getState()).toMatchObject({ percent: 100, visible: true });
    jest.advanceTimersByTime(PROGRESS.hideMs - 1);
    expect(bar.store.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.store.getState().visible).toBe(false);
  });

  it('turns red on failure', () => {
    const bar = createProgress();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.fail();
    bar.finish();
    expect(bar.store.getState()).toMatchObject({ failed: true, visible: true, percent: 100 });
  });

  it('finishes once when starts overlap', () => {
    const bar = createProgress();
    bar.start();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    expect(bar.store.getState().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.store.getState().percent).toBe(100);
    expect(bar.pending()).toBe(0);
  });
});
