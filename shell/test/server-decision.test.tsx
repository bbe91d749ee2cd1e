/**
 * @jest-environment node
 */
// The shell's server build as the server calls it (no window): the page the server decided is handed
// in, so the shell does not walk the route manifest again.
import * as shared from '@ksei/shared';
import { installRoutes, loadPageData, prepare, renderShell } from '../src/server';
import { siteRoutes } from '../../shared/test/site-routes';

describe("the shell's server render takes the server's route decision", () => {
  const table = siteRoutes();
  const url = 'http://site/en/search?q=bbca';

  beforeAll(async () => {
    installRoutes(table);
    await prepare();
    // The page's data reads go nowhere: their answers do not matter here, only the lookups.
    shared.configureServerHttp({
      baseURL: 'http://server.internal/',
      adapter: async (config) => ({ data: {}, status: 200, statusText: 'OK', headers: {}, config, request: {} }),
    });
  });

  it('reads the page data and renders the chrome without one lookup of its own', async () => {
    const match = table.matchPath('/en/search');
    expect(match?.page.id).toBe('search');
    const lookups = jest.spyOn(table, 'matchPath');
    const data = await loadPageData(url, undefined, match);
    const html = renderShell({ url, routes: table, match, outletHtml: '', pageData: data });
    expect(lookups).not.toHaveBeenCalled();
    // The decided page is the one drawn: the search page's heading, and its language versions.
    expect(html).toContain('href="/id/search?q=bbca"');
    expect(html).toContain('Search');
    lookups.mockRestore();
  });

  it('a server that hands no decision (older than the shell) still gets the page, by one lookup', async () => {
    const lookups = jest.spyOn(table, 'matchPath');
    const html = renderShell({ url, routes: table, outletHtml: '' });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(html).toContain('href="/id/search?q=bbca"');
    lookups.mockRestore();
  });
});
