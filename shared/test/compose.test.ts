import {
  bundlesOf,
  composeRoutes,
  declarationProblems,
  replaceBundles,
  REMOTES,
  type BundleRoutes,
  type Owner,
  type PageDeclaration,
} from '../src/routes';

function page(id: string, idPath: string, enPath: string, extra: Partial<PageDeclaration> = {}): PageDeclaration {
  return { id, paths: { id: idPath, en: enPath }, titles: { id: `${id} (id)`, en: `${id} (en)` }, ...extra };
}

const shell: BundleRoutes = { owner: 'shell', pages: [page('home', '/id', '/en')] };
const careers: BundleRoutes = {
  owner: 'mf-careers',
  pages: [page('careers', '/id/karir', '/en/karir'), page('vacancy', '/id/karir/:slug', '/en/karir/:slug')],
  links: ['home'],
};

describe('composing the route manifest from bundle declarations', () => {
  it('puts every page of every bundle in one manifest, shell first, whatever the input order', () => {
    const { table, problems } = composeRoutes([careers, shell]);
    expect(problems).toEqual([]);
    expect(table.pages.map((p) => [p.id, p.owner])).toEqual([
      ['home', 'shell'],
      ['careers', 'mf-careers'],
      ['vacancy', 'mf-careers'],
    ]);
    expect(table.matchPath('/en/karir/x')?.page.id).toBe('vacancy');
    expect(table.pageTitle('careers', 'en')).toBe('careers (en)');
    expect(table.getPage('careers').layout).toBe('default');
  });

  it('refuses a page without a path or a title in a locale', () => {
    const noEnPath = { owner: 'mf-about', pages: [{ ...page('a', '/id/a', ''), paths: { id: '/id/a' } }] };
    const noIdTitle = { owner: 'mf-about', pages: [{ ...page('a', '/id/a', '/en/a'), titles: { en: 'A' } }] };
    expect(declarationProblems(noEnPath as unknown as BundleRoutes)).toEqual(['mf-about: page a has no en path']);
    expect(declarationProblems(noIdTitle as unknown as BundleRoutes)).toEqual(['mf-about: page a has no id title']);
    const { table, problems } = composeRoutes([shell, noEnPath as unknown as BundleRoutes]);
    expect(problems).toEqual(['mf-about: page a has no en path']);
    expect(table.hasPage('a')).toBe(false);
  });

  it('refuses a path outside its locale prefix and parameters that differ per locale', () => {
    const routes: BundleRoutes = {
      owner: 'mf-about',
      pages: [page('a', '/en/a', '/en/b'), page('b', '/id/b/:slug', '/en/b/:id')],
    };
    expect(declarationProblems(routes)).toEqual([
      'mf-about: page a: the id path "/en/a" is not under /id',
      'mf-about: page b has different parameters per locale',
    ]);
  });

  it("leaves out a page that claims another bundle's id or address (the bundle earlier in the order keeps it)", () => {
    const about: BundleRoutes = {
      owner: 'mf-about',
      pages: [page('faq', '/id/faq', '/en/faq'), page('member', '/id/anggota/:slug', '/en/members/:slug')],
    };
    const thief: BundleRoutes = {
      owner: 'mf-careers',
      pages: [
        page('faq', '/id/x', '/en/x'),
        page('jobs', '/id/anggota/:id', '/en/jobs/:id'),
        page('alias', '/id/y', '/en/y', { aliases: [{ locale: 'en', path: '/en/faq' }] }),
        page('ok', '/id/ok', '/en/ok'),
      ],
    };
    const { table, problems } = composeRoutes([thief, shell, about]);
    expect(problems).toEqual([
      'mf-careers declares page faq, which mf-about owns',
      "mf-careers: page jobs claims /id/anggota/:, the address of mf-about's page member",
      "mf-careers: page alias claims /en/faq, the address of mf-about's page faq",
    ]);
    expect(table.getPage('faq').owner).toBe('mf-about');
    expect(table.matchPath('/id/anggota/7')?.page.id).toBe('member');
    expect(table.hasPage('ok')).toBe(true);
    expect(table.hasPage('jobs')).toBe(false);
  });

  it('reports links and breadcrumb parents that point at no page', () => {
    const about: BundleRoutes = {
      owner: 'mf-about',
      pages: [page('a', '/id/a', '/en/a', { parent: 'gone' })],
      links: ['careers', 'contact'],
    };
    expect(composeRoutes([shell, careers, about]).problems).toEqual([
      'mf-about links to page contact, which no live bundle declares',
      'mf-about: the breadcrumb parent gone of page a does not exist',
    ]);
  });

  it('refuses a bundle declared twice and an unknown owner', () => {
    expect(composeRoutes([shell, careers, careers]).problems).toEqual(['mf-careers is declared twice']);
    expect(declarationProblems({ owner: 'mf-nope', pages: [] } as unknown as BundleRoutes)).toEqual([
      'unknown owner "mf-nope"',
    ]);
  });
});

/** A bundle's declaration as a hand-written routes.json may have it (fields missing or of the wrong type). */
const loose = (routes: unknown): BundleRoutes => routes as BundleRoutes;

describe('checking one declaration', () => {
  it('accepts a well-formed declaration', () => {
    expect(declarationProblems(careers)).toEqual([]);
  });

  it('refuses a path without its leading slash', () => {
    expect(declarationProblems({ owner: 'mf-about', pages: [page('a', 'id/a', '/en/a')] })).toEqual([
      'mf-about: page a: the id path "id/a" does not start with /',
    ]);
  });

  it.each([':slug-id', ':a:b', ':', ':1'])('refuses the malformed parameter %p', (parameter) => {
    const routes: BundleRoutes = { owner: 'mf-about', pages: [page('a', `/id/a/${parameter}`, `/en/a/${parameter}`)] };
    expect(declarationProblems(routes)).toEqual([
      `mf-about: page a: the id path "/id/a/${parameter}" has a malformed parameter`,
      `mf-about: page a: the en path "/en/a/${parameter}" has a malformed parameter`,
    ]);
  });

  it('refuses blank or empty titles and paths, and a page without an id', () => {
    const blank = { owner: 'mf-about', pages: [{ ...page('a', '   ', '/en/a'), titles: { id: '  ', en: '' } }] };
    expect(declarationProblems(loose(blank))).toEqual([
      'mf-about: page a has no id path',
      'mf-about: page a has no id title',
      'mf-about: page a has no en title',
    ]);
    const noId = { owner: 'mf-about', pages: [{ ...page('', '/id/a', '/en/a') }, page('b', '/id/b', '/en/b')] };
    expect(declarationProblems(loose(noId))).toEqual(['mf-about declares a page without an id']);
  });

  it('refuses a page with no paths and no titles at all, locale by locale', () => {
    expect(declarationProblems(loose({ owner: 'mf-about', pages: [{ id: 'a' }] }))).toEqual([
      'mf-about: page a has no id path',
      'mf-about: page a has no id title',
      'mf-about: page a has no en path',
      'mf-about: page a has no en title',
    ]);
  });

  it('refuses a declaration without a pages list', () => {
    expect(declarationProblems(loose({ owner: 'mf-about' }))).toEqual(['mf-about declares no pages list']);
  });

  it('refuses an id declared twice in one bundle', () => {
    const routes: BundleRoutes = {
      owner: 'mf-about',
      pages: [page('a', '/id/a', '/en/a'), page('a', '/id/b', '/en/b')],
    };
    expect(declarationProblems(routes)).toEqual(['mf-about declares page a twice']);
  });

  it('accepts the same parameters in another order per locale (word order differs between languages)', () => {
    const routes: BundleRoutes = {
      owner: 'mf-statistics',
      pages: [page('chart', '/id/grafik/:year/:kind', '/en/chart/:kind/:year')],
    };
    expect(declarationProblems(routes)).toEqual([]);
  });

  it('tells one parameter from two whose names run together', () => {
    const routes: BundleRoutes = { owner: 'mf-about', pages: [page('a', '/id/a/:ab', '/en/a/:a/:b')] };
    expect(declarationProblems(routes)).toEqual(['mf-about: page a has different parameters per locale']);
  });

  it('refuses an alias without a known locale or without a path', () => {
    const alias = (aliases: unknown): BundleRoutes =>
      loose({ owner: 'mf-about', pages: [{ ...page('a', '/id/a', '/en/a'), aliases }] });
    const problem = 'mf-about: page a has an alias without a known locale and a path';
    expect(declarationProblems(alias([{ locale: 'fr', path: '/fr/a' }]))).toEqual([problem]);
    expect(declarationProblems(alias([{ locale: 'en', path: '' }]))).toEqual([problem]);
    expect(declarationProblems(alias([{ locale: 'en', path: '/en/old-a' }]))).toEqual([]);
  });
});

describe('composed pages', () => {
  it('are auth-free with the default layout unless they say otherwise', () => {
    const about: BundleRoutes = {
      owner: 'mf-about',
      pages: [
        page('plain', '/id/a', '/en/a'),
        page('guest', '/id/b', '/en/b', { auth: 'guest', layout: 'blank' }),
        page('closed', '/id/c', '/en/c', { auth: true }),
      ],
    };
    const { table } = composeRoutes([shell, about]);
    expect(table.getPage('plain')).toMatchObject({ auth: false, layout: 'default', owner: 'mf-about' });
    expect(table.getPage('guest')).toMatchObject({ auth: 'guest', layout: 'blank' });
    expect(table.getPage('closed')).toMatchObject({ auth: true, layout: 'default' });
  });

  it('come shell first, then each section in one fixed order, whatever order the registry lists them in', () => {
    const owners: Owner[] = ['shell', ...REMOTES];
    const bundles = owners.map((owner, index): BundleRoutes => ({
      owner,
      pages: [page(`${owner}.page`, index === 0 ? '/id' : `/id/p${index}`, index === 0 ? '/en' : `/en/p${index}`)],
    }));
    const orderOf = (input: BundleRoutes[]): string[] => composeRoutes(input).table.pages.map((p) => p.owner);
    const forwards = orderOf(bundles);
    expect(forwards[0]).toBe('shell');
    expect([...forwards].sort()).toEqual([...owners].sort());
    expect(orderOf([...bundles].reverse())).toEqual(forwards);
    expect(
      orderOf([
        bundles[3],
        bundles[7],
        bundles[0],
        bundles[5],
        bundles[1],
        bundles[6],
        bundles[2],
        bundles[4],
      ] as BundleRoutes[]),
    ).toEqual(forwards);
  });
});

describe('replacing bundles in a composed manifest', () => {
  const about: BundleRoutes = { owner: 'mf-about', pages: [page('faq', '/id/faq', '/en/faq')] };
  const composed = () => composeRoutes([shell, careers, about]).table.pages;

  it("gives the pages back as one declaration per owner, in the manifest's order", () => {
    expect(bundlesOf(composed()).map((bundle) => [bundle.owner, bundle.pages.map((p) => p.id)])).toEqual([
      ['shell', ['home']],
      ['mf-about', ['faq']],
      ['mf-careers', ['careers', 'vacancy']],
    ]);
  });

  it("swaps one bundle's pages for its newer declaration and keeps the others'", () => {
    const newer: BundleRoutes = {
      owner: 'mf-careers',
      pages: [page('careers', '/id/lowongan', '/en/jobs'), page('intern', '/id/magang', '/en/internship')],
    };
    const { table, problems } = replaceBundles(composed(), [newer]);
    expect(problems).toEqual([]);
    expect(table.pages.map((p) => [p.id, p.owner])).toEqual([
      ['home', 'shell'],
      ['faq', 'mf-about'],
      ['careers', 'mf-careers'],
      ['intern', 'mf-careers'],
    ]);
    expect(table.buildPath('careers', 'en')).toBe('/en/jobs');
    expect(table.hasPage('vacancy')).toBe(false);
  });
});

describe('what a page says it shows the server (its detail and lists declarations)', () => {
  const showing = (pages: PageDeclaration[]): BundleRoutes => ({ owner: 'mf-careers', pages });

  it('answers which live page shows an item of a resource and which lists it', () => {
    const { table, problems } = composeRoutes([
      shell,
      showing([
        page('careers', '/id/karir', '/en/karir', { lists: { resource: 'vacancies' } }),
        page('opening', '/id/karir/:slug', '/en/karir/:slug', { detail: { resource: 'vacancies', search: true } }),
      ]),
    ]);
    expect(problems).toEqual([]);
    expect(table.detailPageOf('vacancies')?.id).toBe('opening');
    expect(table.listPageOf('vacancies')?.id).toBe('careers');
    expect(table.detailPageOf('pressReleases')).toBeUndefined();
    expect(table.listPageOf('vacancies', 'interns')).toBeUndefined();
  });

  it('refuses names the server does not know and an item page without a :slug', () => {
    const bad = showing([
      page('a', '/id/a/:slug', '/en/a/:slug', { detail: { resource: 'jobs', jsonLd: 'Job' } as never }),
      page('b', '/id/b', '/en/b', { detail: { resource: 'vacancies' } }),
      page('c', '/id/c', '/en/c', { lists: { resource: 'jobs' } as never }),
    ]);
    expect(declarationProblems(bad)).toEqual([
      'mf-careers: page a shows an item of unknown resource "jobs"',
      'mf-careers: page a declares unknown JSON-LD type "Job"',
      'mf-careers: page b shows one item but its paths have no :slug',
      'mf-careers: page c lists unknown resource "jobs"',
    ]);
  });

  it('leaves out a second page showing the items (or the list) another page already shows', () => {
    const { table, problems } = composeRoutes([
      {
        owner: 'mf-publication',
        pages: [page('x', '/id/x/:slug', '/en/x/:slug', { detail: { resource: 'vacancies' } })],
      },
      showing([page('vacancy', '/id/karir/:slug', '/en/karir/:slug', { detail: { resource: 'vacancies' } })]),
    ]);
    expect(problems).toEqual(['mf-careers: page vacancy shows the item of vacancies, which page x shows already']);
    expect(table.detailPageOf('vacancies')?.id).toBe('x');
    expect(table.hasPage('vacancy')).toBe(false);
  });
});

describe("the old site's addresses a page declares", () => {
  const legacyOf = (legacy: PageDeclaration['legacy']): BundleRoutes => ({
    owner: 'mf-careers',
    pages: [page('vacancy', '/id/karir/:slug', '/en/karir/:slug', { legacy })],
  });

  it('answer with the page path in their locale, parameters filled in, and follow a renamed path', () => {
    const { table, problems } = composeRoutes([
      shell,
      legacyOf([
        { from: '/jobs/Analyst?setLocale=en-US', locale: 'en', params: { slug: 'analyst' } },
        { from: '/lowongan/analis', locale: 'id', params: { slug: 'analis data' } },
      ]),
    ]);
    expect(problems).toEqual([]);
    expect(table.legacyRedirects()).toEqual([
      { from: '/jobs/Analyst?setLocale=en-US', to: '/en/karir/analyst' },
      { from: '/lowongan/analis', to: '/id/karir/analis%20data' },
    ]);
    const moved = composeRoutes([
      shell,
      {
        owner: 'mf-careers',
        pages: [
          page('opening', '/id/lowongan/:slug', '/en/openings/:slug', {
            legacy: [{ from: '/lowongan/analis', locale: 'id', params: { slug: 'analis' } }],
          }),
        ],
      },
    ]);
    expect(moved.table.legacyRedirects()).toEqual([{ from: '/lowongan/analis', to: '/id/lowongan/analis' }]);
  });

  it('are refused when not a path on this site, without a known locale, or without the parameters the page needs', () => {
    const problems = (legacy: unknown): string[] => declarationProblems(legacyOf(legacy as PageDeclaration['legacy']));
    expect(problems([{ from: '/ok', locale: 'id', params: { slug: 'a' } }])).toEqual([]);
    for (const from of ['https://evil.example/x', '//evil.example', 'jobs', '/a b', '/a\\b', '']) {
      expect(problems([{ from, locale: 'id', params: { slug: 'a' } }])).toEqual([
        'mf-careers: page vacancy declares an old address that is not a path on this site',
      ]);
    }
    expect(problems([{ from: '/x', locale: 'fr', params: { slug: 'a' } }])).toEqual([
      'mf-careers: page vacancy: the old address /x has no known locale',
    ]);
    expect(problems([{ from: '/x', locale: 'id' }])).toEqual([
      'mf-careers: page vacancy: the old address /x does not give the parameters slug',
    ]);
  });

  it('go to one page: a second claim of the same address is a problem and is not added', () => {
    const about: BundleRoutes = {
      owner: 'mf-about',
      pages: [page('faq', '/id/faq', '/en/faq', { legacy: [{ from: '/faqs', locale: 'id' }] })],
    };
    const careers = legacyOf([{ from: '/faqs', locale: 'id', params: { slug: 'x' } }]);
    const { table, problems } = composeRoutes([shell, careers, about]);
    expect(problems).toEqual(['mf-careers: page vacancy claims the old address /faqs, which page faq has']);
    expect(table.legacyRedirects()).toEqual([{ from: '/faqs', to: '/id/faq' }]);
  });
});
