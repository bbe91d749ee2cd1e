import { matchPath, setRouteTable } from '../src/routes/active';
import { siteRoutes } from './site-routes';

describe('matchPath on the active manifest', () => {
  it('walks the manifest once for the same path asked again, and again for another path or manifest', () => {
    const table = siteRoutes();
    setRouteTable(table);
    const walks = jest.spyOn(table, 'matchPath');
    const first = matchPath('/id/karir');
    expect(matchPath('/id/karir')).toBe(first);
    expect(matchPath('/id/karir')).toBe(first);
    expect(walks).toHaveBeenCalledTimes(1);
    expect(matchPath('/en/karir')?.locale).toBe('en');
    expect(walks).toHaveBeenCalledTimes(2);
    const next = siteRoutes();
    setRouteTable(next);
    const nextWalks = jest.spyOn(next, 'matchPath');
    expect(matchPath('/en/karir')?.page.id).toBe('careers');
    expect(nextWalks).toHaveBeenCalledTimes(1);
  });
});
