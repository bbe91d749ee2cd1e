import type * as Routes from '../src/routes';
import type * as Location from '../src/stores/location';
import { siteRoutes } from './site-routes';

type LocationModule = typeof Location;
type RoutesModule = typeof Routes;

/** The location store and the route manifest of a fresh module registry, loaded at the current address. */
async function load(): Promise<{ location: LocationModule; routes: RoutesModule }> {
  let loaded: { location: LocationModule; routes: RoutesModule } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { location: await import('../src/stores/location'), routes: await import('../src/routes') };
  });
  if (!loaded) throw new Error('modules not loaded');
  return loaded;
}

describe('location store', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts at the address the page was loaded at, and matches it once the shell installs the manifest', async () => {
    window.history.replaceState(null, '', '/en/faq?q=isin');
    const { location, routes } = await load();
    // Created before the manifest is installed: the address is known, the page not yet.
    expect(location.locationStore.getState()).toEqual({
      path: '/en/faq',
      search: '?q=isin',
      locale: 'en',
      match: null,
    });
    routes.setRouteTable(siteRoutes());
    expect(location.locationStore.getState()).toMatchObject({
      path: '/en/faq',
      search: '?q=isin',
      locale: 'en',
      match: { page: { id: 'faq' }, locale: 'en' },
    });
  });

  it('follows a navigation when synced: a new path, or the same path with a new query', async () => {
    window.history.replaceState(null, '', '/id/faq');
    const { location, routes } = await load();
    routes.setRouteTable(siteRoutes());

    window.history.pushState(null, '', '/en/karir/analis');
    location.syncLocation();
    expect(location.locationStore.getState()).toMatchObject({
      path: '/en/karir/analis',
      search: '',
      locale: 'en',
      match: { page: { id: 'vacancy' }, params: { slug: 'analis' } },
    });

    window.history.pushState(null, '', '/en/karir/analis?tab=2');
    location.syncLocation();
    expect(location.locationStore.getState()).toMatchObject({ path: '/en/karir/analis', search: '?tab=2' });
  });

  it('tells no subscriber anything when synced at the same address', async () => {
    window.history.replaceState(null, '', '/id/faq?q=1');
    const { location } = await load();
    const changes = jest.fn();
    location.locationStore.subscribe(changes);
    location.syncLocation();
    expect(changes).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/id/faq?q=2');
    location.syncLocation();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('takes the address a server render sets, with its locale and the page the server decided, without a lookup', async () => {
    const { location, routes } = await load();
    const table = siteRoutes();
    routes.setRouteTable(table);
    const decided = table.matchPath('/id/tentang-ksei/sekilas');
    const lookups = jest.spyOn(table, 'matchPath');
    location.setServerLocation('/id/tentang-ksei/sekilas', '?x=1', decided);
    expect(lookups).not.toHaveBeenCalled();
    expect(location.locationStore.getState().match).toBe(decided);
    expect(location.locationStore.getState()).toMatchObject({
      path: '/id/tentang-ksei/sekilas',
      search: '?x=1',
      locale: 'id',
      match: { page: { id: 'about.overview' }, locale: 'id' },
    });
  });
});
