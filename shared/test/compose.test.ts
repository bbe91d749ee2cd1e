import { composeRoutes, declarationProblems, type BundleRoutes, type PageDeclaration } from '../src/routes';

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
