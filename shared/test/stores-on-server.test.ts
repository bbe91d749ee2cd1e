/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// jest's node environment (no window, no navigator), wrapped by Stryker so the mutation run
// (mutation/shared.config.json) gets this file's per-test coverage; outside Stryker it is the plain node
// environment. A bare `node` here makes Stryker's initial run fail with "Missing coverage results".
// A server render has no window and no navigator: the stores shared with the browser must still load.
import { setRouteTable } from '../src/routes/active';
import { locationStore, setServerLocation } from '../src/stores/location';
import { onlineStore } from '../src/stores/online';
import { siteRoutes } from './site-routes';

describe('stores on the server', () => {
  it('loads without a window: the location is the root with no query until a render sets one', () => {
    expect(typeof window).toBe('undefined');
    expect(locationStore.getState()).toEqual({ path: '/', search: '', locale: 'id', match: null });
    const table = siteRoutes();
    setRouteTable(table);
    setServerLocation('/en/karir/analis', '?tab=2', table.matchPath('/en/karir/analis'));
    expect(locationStore.getState()).toMatchObject({
      path: '/en/karir/analis',
      search: '?tab=2',
      locale: 'en',
      match: { page: { id: 'vacancy' }, params: { slug: 'analis' } },
    });
  });

  it('loads without a navigator: online until a browser says otherwise', () => {
    expect(typeof navigator).toBe('undefined');
    expect(onlineStore.getState()).toEqual({ online: true });
  });
});
