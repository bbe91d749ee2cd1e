import {
  DEFAULT_PIPELINE,
  UnknownMiddlewareError,
  runNavigationPipeline,
  type Redirect,
} from '../src/runtime/pipeline';
import { RouteTable, setRouteTable, type PageDefinition } from '../src/routes';
import { siteRoutes } from './site-routes';

// Composed again for each test (not once at load), so the mutation run sees which tests exercise it.
let routes: RouteTable;
beforeEach(() => {
  routes = siteRoutes();
});
const run = (url: string, legacy?: Record<string, string | Redirect>) =>
  runNavigationPipeline({ url, routes, legacyRedirects: legacy ? new Map(Object.entries(legacy)) : undefined });

describe('navigation pipeline', () => {
  it("runs the steps in the original's middleware order", () => {
    expect(DEFAULT_PIPELINE).toEqual(['redirection', 'redirectionApi', 'redirectRules', 'language']);
  });

  it('sends the bare root to /id with 302, keeping the query', () => {
    expect(run('/')).toEqual({ to: '/id', status: 302 });
    expect(run('/?utm=x')).toEqual({ to: '/id?utm=x', status: 302 });
  });

  it('normalises the locale prefix', () => {
    expect(run('/EN/faq')).toEqual({ to: '/en/faq', status: 301 });
    expect(run('/tentang-ksei/sekilas?a=1')).toEqual({ to: '/id/tentang-ksei/sekilas?a=1', status: 301 });
  });

  it('answers legacy URLs from the table, with or without their query', () => {
    const table = { '/whistleblowing?setLocale=en-US': '/en/about-ksei/whistleblowing', '/faqs': '/id/faq' };
    expect(run('/whistleblowing?setLocale=en-US', table)).toEqual({ to: '/en/about-ksei/whistleblowing', status: 301 });
    expect(run('/faqs?setLocale=id-ID', table)).toEqual({ to: '/id/faq', status: 301 });
  });

  it("honours the table's status", () => {
    const table = { '/old-page?setLocale=id-ID': { to: '/id/faq', status: 302 as const } };
    expect(run('/old-page?setLocale=id-ID', table)).toEqual({ to: '/id/faq', status: 302 });
  });

  it('lets a legacy entry win over locale prefixing when both match', () => {
    // Without the table, `redirection` would prefix this with /id.
    expect(run('/tentang-ksei/sekilas')).toEqual({ to: '/id/tentang-ksei/sekilas', status: 301 });
    const table = { '/tentang-ksei/sekilas': { to: '/en/about-ksei/overview', status: 302 as const } };
    expect(run('/tentang-ksei/sekilas', table)).toEqual({ to: '/en/about-ksei/overview', status: 302 });
  });

  it('sends manifest aliases to the canonical path', () => {
    expect(run('/en/service-support/schedule/shcedule-instructions?m=1')).toEqual({
      to: '/en/service-support/schedule/schedule-instructions?m=1',
      status: 301,
    });
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(run('/id/tentang-ksei/sekilas')).toBeNull();
    expect(run('/id/does-not-exist')).toBeNull();
    expect(run('/login')).toBeNull();
  });

  it('still prefixes the locale when the legacy table has entries, none of them for this address', () => {
    const table = { '/faqs': '/id/faq' };
    expect(run('/tentang-ksei/sekilas', table)).toEqual({ to: '/id/tentang-ksei/sekilas', status: 301 });
  });

  it('leaves an unknown address without a locale alone (a 404), rather than prefixing it', () => {
    expect(run('/no-such-page')).toBeNull();
    expect(run('/no-such-page?x=1')).toBeNull();
  });

  it("sends an address with no path at all to the default locale's home with 302", () => {
    expect(runNavigationPipeline({ url: '', routes }, ['language'])).toEqual({ to: '/id', status: 302 });
    expect(runNavigationPipeline({ url: '?utm=x', routes }, ['language'])).toEqual({ to: '/id?utm=x', status: 302 });
  });

  it('fails with "Unknown middleware" (500) for a step that does not exist', () => {
    let caught: unknown;
    try {
      runNavigationPipeline({ url: '/id' }, ['redirection', 'nope']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnknownMiddlewareError);
    expect((caught as UnknownMiddlewareError).message).toBe('Unknown middleware');
    expect((caught as UnknownMiddlewareError).statusCode).toBe(500);
    expect((caught as UnknownMiddlewareError).name).toBe('UnknownMiddlewareError');
    expect((caught as UnknownMiddlewareError).step).toBe('nope');
  });
});

/** A page of a small manifest of the test's own (`RouteTable` takes pages as composed, unchecked). */
function definition(id: string, idPath: string, enPath: string): PageDefinition {
  return {
    id,
    owner: 'shell',
    layout: 'default',
    auth: false,
    paths: { id: idPath, en: enPath },
    titles: { id: id, en: id },
  };
}

describe('navigation pipeline with a manifest of its own', () => {
  afterEach(() => setRouteTable(siteRoutes()));

  it("decides with the manifest it is given, not the page's active one", () => {
    setRouteTable(siteRoutes());
    const own = new RouteTable([definition('home', '/id', '/en'), definition('news', '/id/berita', '/en/news')]);
    expect(runNavigationPipeline({ url: '/berita', routes: own })).toEqual({ to: '/id/berita', status: 301 });
    expect(runNavigationPipeline({ url: '/tentang-ksei/sekilas', routes: own })).toBeNull();
  });

  it("decides with the page's active manifest when given none", () => {
    setRouteTable(new RouteTable([definition('home', '/id', '/en'), definition('news', '/id/berita', '/en/news')]));
    expect(runNavigationPipeline({ url: '/berita' })).toEqual({ to: '/id/berita', status: 301 });
    expect(runNavigationPipeline({ url: '/tentang-ksei/sekilas' })).toBeNull();
  });

  it('never prefixes a path the manifest already shows, even when /id + that path is another page', () => {
    const own = new RouteTable([definition('peta', '/peta', '/peta'), definition('idPeta', '/id/peta', '/en/peta')]);
    expect(runNavigationPipeline({ url: '/peta', routes: own })).toBeNull();
  });

  it("never sends /login (the auth module's fixed target) to a localized login page", () => {
    const own = new RouteTable([definition('home', '/id', '/en'), definition('login', '/id/login', '/en/login')]);
    expect(runNavigationPipeline({ url: '/login', routes: own })).toBeNull();
  });
});

describe("navigation pipeline given the caller's lookup", () => {
  it('walks the manifest no further for a page the caller matched', () => {
    const table = siteRoutes();
    for (const [url, path] of [
      ['/id/karir?x=1', '/id/karir'],
      ['/en/publication/press-releases', '/en/publication/press-releases'],
      // A page without a locale prefix: the prefixing step asks whether the path is a page already.
      ['/login', '/login'],
    ] as const) {
      const match = table.matchPath(path);
      expect(match).not.toBeNull();
      const walks = jest.spyOn(table, 'matchPath');
      const aliases = jest.spyOn(table, 'resolveAlias');
      expect(runNavigationPipeline({ url, routes: table, match })).toBeNull();
      expect(walks).not.toHaveBeenCalled();
      expect(aliases).not.toHaveBeenCalled();
      walks.mockRestore();
      aliases.mockRestore();
    }
  });

  it('decides an unmatched path (prefix, alias, root) as it does without the lookup', () => {
    const table = siteRoutes();
    for (const [url, to] of [
      ['/karir?x=1', '/id/karir?x=1'],
      ['/en/service-support/schedule/shcedule-instructions', '/en/service-support/schedule/schedule-instructions'],
      ['/', '/id'],
    ] as const) {
      expect(runNavigationPipeline({ url, routes: table, match: null })?.to).toBe(to);
      expect(runNavigationPipeline({ url, routes: table })?.to).toBe(to);
    }
  });
});
