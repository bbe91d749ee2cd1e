import { RouteTable } from '@ksei/shared/node';
import type { Queryable } from '../../src/db/database.js';
import { createLegacyRedirectCache } from '../../src/domains/redirects/legacy-redirects.js';
import { siteRoutes } from '../../../shared/test/site-routes';

const site = siteRoutes();
/** The site's pages without the old addresses they declare: the database's rows alone. */
const routes = new RouteTable(site.pages.map((page) => ({ ...page, legacy: [] })));

type Row = {
  from_url: string;
  to_path: string | null;
  to_page?: string | null;
  to_locale?: string | null;
  to_params?: Record<string, string>;
  status: number;
};

/** A stand-in for the table that counts reads and can be made to fail; the SQL itself is covered against PGlite. */
function fakeTable(rows: Row[]) {
  const state = { reads: 0, failing: false };
  const db: Queryable = {
    async query<T>(): Promise<T[]> {
      state.reads += 1;
      if (state.failing) throw new Error('connection lost');
      return rows.map((row) => ({ to_page: null, to_locale: null, to_params: {}, ...row })) as T[];
    },
    async exec() {},
  };
  return { db, state, rows };
}

describe('legacy redirect cache', () => {
  it('reads the table once per TTL and shares concurrent loads', async () => {
    const table = fakeTable([{ from_url: '/a', to_path: '/id', status: 301 }]);
    let now = 0;
    const cache = createLegacyRedirectCache(table.db, { ttlMs: 60_000, now: () => now });
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(table.state.reads).toBe(1);
    now = 59_999;
    await cache.get();
    expect(table.state.reads).toBe(1);
    table.rows.push({ from_url: '/b', to_path: '/en', status: 302 });
    now = 60_000;
    const snapshot = (await cache.get()).resolve(routes);
    expect(table.state.reads).toBe(2);
    expect(snapshot.lookup.get('/b')).toEqual({ to: '/en', status: 302 });
    expect(snapshot.list).toEqual([
      { from: '/a', to: '/id', status: 301 },
      { from: '/b', to: '/en', status: 302 },
    ]);
  });

  it('keeps serving the previous table when a reload fails', async () => {
    const table = fakeTable([{ from_url: '/a', to_path: '/id', status: 301 }]);
    let now = 0;
    const errors: unknown[] = [];
    const cache = createLegacyRedirectCache(table.db, {
      ttlMs: 10,
      now: () => now,
      onReloadError: (e) => errors.push(e),
    });
    await cache.get();
    table.state.failing = true;
    now = 100;
    expect((await cache.get()).resolve(routes).lookup.get('/a')).toEqual({ to: '/id', status: 301 });
    expect(errors).toHaveLength(1);
  });

  it('fails the first load when the table cannot be read', async () => {
    const table = fakeTable([]);
    table.state.failing = true;
    await expect(createLegacyRedirectCache(table.db).get()).rejects.toThrow('connection lost');
  });

  it("resolves a page target with the live manifest's path, and drops it when the page is gone", async () => {
    const table = fakeTable([
      { from_url: '/faqs', to_path: null, to_page: 'faq', to_locale: 'en', status: 301 },
      { from_url: '/job', to_path: null, to_page: 'vacancy', to_locale: 'id', to_params: { slug: 'a b' }, status: 301 },
    ]);
    const snapshot = await createLegacyRedirectCache(table.db).get();
    expect(snapshot.resolve(routes).list).toEqual([
      { from: '/faqs', to: '/en/faq', status: 301 },
      { from: '/job', to: '/id/karir/a%20b', status: 301 },
    ]);
    // The same rows against a manifest in which the FAQ page was renamed, and one without careers.
    const renamed = new RouteTable(
      routes.pages
        .filter((page) => page.owner !== 'mf-careers')
        .map((page) => (page.id === 'faq' ? { ...page, paths: { id: '/id/tanya-jawab', en: '/en/questions' } } : page)),
    );
    expect(snapshot.resolve(renamed).list).toEqual([{ from: '/faqs', to: '/en/questions', status: 301 }]);
  });

  it("adds the old addresses the live pages declare, under the operator's rows with the same address", async () => {
    const declared = site.legacyRedirects();
    const faq = declared.find(({ to }) => to === site.buildPath('faq', 'en'));
    const product = declared.find(
      ({ to }) => to === site.buildPath('service.investmentProduct', 'id', { slug: 'bbca' }),
    );
    if (!faq || !product) throw new Error('the site declares no old address of the FAQ or of a product page');
    const table = fakeTable([{ from_url: faq.from, to_path: '/id', status: 302 }]);
    const { list, lookup } = (await createLegacyRedirectCache(table.db).get()).resolve(site);
    expect(lookup.get(product.from)).toEqual({ to: product.to, status: 301 });
    expect(lookup.get(faq.from)).toEqual({ to: '/id', status: 302 });
    expect(list.filter(({ from }) => from === faq.from)).toHaveLength(1);
    expect(list).toHaveLength(declared.length);
  });
});
