import type * as Online from '../src/stores/online';

type OnlineModule = typeof Online;

async function load(): Promise<OnlineModule> {
  let loaded: OnlineModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../src/stores/online');
  });
  if (!loaded) throw new Error('module not loaded');
  return loaded;
}

/** A window of the test's own: its online flag is the test's to flip, its events the test's to fire. */
function fakeWindow(onLine: boolean): { target: Window; navigator: { onLine: boolean }; fire: (type: string) => void } {
  const events = new EventTarget();
  const navigator = { onLine };
  const target = Object.assign(events, { navigator }) as unknown as Window;
  return { target, navigator, fire: (type) => events.dispatchEvent(new Event(type)) };
}

describe('online status', () => {
  afterEach(() => jest.restoreAllMocks());

  it("starts with the browser's status when the page loads offline", async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { onlineStore } = await load();
    expect(onlineStore.getState()).toEqual({ online: false });
  });

  it('reads the status when tracking starts, then follows the offline and online events', async () => {
    const { onlineStore, trackOnlineStatus } = await load();
    const browser = fakeWindow(false);
    const stop = trackOnlineStatus(browser.target);
    expect(onlineStore.getState()).toEqual({ online: false });
    browser.navigator.onLine = true;
    browser.fire('online');
    expect(onlineStore.getState()).toEqual({ online: true });
    browser.navigator.onLine = false;
    browser.fire('offline');
    expect(onlineStore.getState()).toEqual({ online: false });
    stop();
  });

  it('follows neither event once stopped', async () => {
    const { onlineStore, trackOnlineStatus } = await load();
    const browser = fakeWindow(true);
    const stop = trackOnlineStatus(browser.target);
    stop();
    browser.navigator.onLine = false;
    browser.fire('offline');
    browser.fire('online');
    expect(onlineStore.getState()).toEqual({ online: true });
  });
});
