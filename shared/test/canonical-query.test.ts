import { canonicalQuery, declarationProblems, type BundleRoutes } from '../src/routes';

const list = { query: { q: 'text', sort: 'choice', page: 'page' } } as const;

describe('canonicalQuery: the query a page is rendered with', () => {
  it('keeps the declared parameters only, sorted by name, and drops the rest', () => {
    expect(canonicalQuery(list, '?utm_source=mail&sort=title&q=efek&u=1')).toEqual({
      search: '?q=efek&sort=title',
      freeText: true,
    });
    expect(canonicalQuery(list, '?sort=title')).toEqual({ search: '?sort=title', freeText: false });
  });

  it('keeps nothing for a page that declares no parameter, or an address no page matches', () => {
    expect(canonicalQuery({}, '?page=2&q=a')).toEqual({ search: '', freeText: false });
    expect(canonicalQuery(undefined, '?page=2&q=a')).toEqual({ search: '', freeText: false });
  });

  it('takes the first of repeated values and leaves out empty ones', () => {
    expect(canonicalQuery(list, '?sort=a&sort=b&q=%20%20')).toEqual({ search: '?sort=a', freeText: false });
  });

  it('keeps a page number of one to six digits and drops any other', () => {
    expect(canonicalQuery(list, '?page=12').search).toBe('?page=12');
    expect(canonicalQuery(list, '?page=999999').search).toBe('?page=999999');
    for (const bad of ['1000000', '-1', '1.5', 'two', '1e3', '0x10']) {
      expect(canonicalQuery(list, `?page=${bad}`).search).toBe('');
    }
  });

  it('refuses free text over 200 characters and a choice over 100, naming the parameter', () => {
    expect(canonicalQuery(list, `?q=${'a'.repeat(200)}`).tooLong).toBeUndefined();
    expect(canonicalQuery(list, `?q=${'a'.repeat(201)}`).tooLong).toBe('q');
    expect(canonicalQuery(list, `?sort=${'a'.repeat(100)}`).tooLong).toBeUndefined();
    expect(canonicalQuery(list, `?sort=${'a'.repeat(101)}`).tooLong).toBe('sort');
    // Undeclared parameters are dropped whatever their length.
    expect(canonicalQuery(list, `?junk=${'a'.repeat(5000)}`)).toEqual({ search: '', freeText: false });
  });

  it('writes values encoded, so the address it gives is one the browser keeps as it is', () => {
    expect(canonicalQuery(list, '?q=a%26b%3Dc+d').search).toBe('?q=a%26b%3Dc+d');
  });
});

describe('declared query parameters in a released declaration', () => {
  it('reports a parameter of an unknown kind', () => {
    const routes = {
      owner: 'mf-about',
      pages: [
        {
          id: 'a',
          paths: { id: '/id/a', en: '/en/a' },
          titles: { id: 'A', en: 'A' },
          query: { q: 'text', n: 'number' },
        },
      ],
    };
    expect(declarationProblems(routes as unknown as BundleRoutes)).toEqual([
      'mf-about: page a declares query parameter n of unknown kind "number"',
    ]);
  });
});
