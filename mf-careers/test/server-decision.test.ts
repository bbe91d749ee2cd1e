/**
 * @jest-environment node
 */
// The section's server render as the server calls it: the page the server decided is handed in, so the
// section does not walk the route manifest again (react-router still matches its own routes).
import { configureServerHttp, locationStore, setRouteTable } from '@ksei/shared';
import { composeRoutes } from '@ksei/shared/compose';
import { ROUTES } from '../src/routes';
import { render } from '../src/server';

/** This section's pages and the shell's home (its breadcrumbs start there): the section stands alone. */
function sectionRoutes() {
  const shell = {
    owner: 'shell',
    pages: [{ id: 'home', paths: { id: '/id', en: '/en' }, titles: { id: 'Beranda', en: 'Home' } }],
  } as const;
  return composeRoutes([shell, ROUTES]).table;
}

describe("the section's server render takes the server's route decision", () => {
  const table = sectionRoutes();
  beforeAll(() => {
    setRouteTable(table);
    // The page's data reads answer "not found": only the lookups matter here.
    configureServerHttp({
      baseURL: 'http://server.internal/',
      adapter: async (config) => {
        throw Object.assign(new Error('not found'), { config, response: { status: 404, data: {} } });
      },
    });
  });

  it('renders the decided vacancy page without a lookup of its own', async () => {
    const match = table.matchPath('/en/karir/analis');
    expect(match?.page.id).toBe('vacancy');
    const lookups = jest.spyOn(table, 'matchPath');
    const result = await render({ url: 'http://site/en/karir/analis?x=1', match });
    expect(lookups).not.toHaveBeenCalled();
    expect(result.kind).toBe('page');
    expect(locationStore.getState().match).toBe(match);
    lookups.mockRestore();
  });

  it('looks the page up itself for a server that hands no decision', async () => {
    const lookups = jest.spyOn(table, 'matchPath');
    await render({ url: 'http://site/id/karir/teknisi' });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(locationStore.getState().match?.params).toEqual({ slug: 'teknisi' });
    lookups.mockRestore();
  });
});
