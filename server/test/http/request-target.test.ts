import { parseRequestTarget } from '../../src/http/request-target.js';

describe('parseRequestTarget', () => {
  it('keeps an ordinary origin-form target as it came', () => {
    expect(parseRequestTarget('/id/karir?division=IT&page=2')).toEqual({
      path: '/id/karir',
      search: '?division=IT&page=2',
    });
    expect(parseRequestTarget('/en/search?q=%E2%82%AC')).toEqual({ path: '/en/search', search: '?q=%E2%82%AC' });
  });

  it('folds a leading run of / and \\ into one /, so no later URL parser reads a host there', () => {
    for (const [target, path] of [
      ['//evil.com/id', '/evil.com/id'],
      ['/\\evil.com', '/evil.com'],
      ['/\\/\\//x', '/x'],
      ['//', '/'],
      ['/\\', '/'],
      ['//@', '/@'],
      ['//:80', '/:80'],
    ]) {
      expect(parseRequestTarget(target as string)).toEqual({ path, search: '' });
    }
    expect(parseRequestTarget('/\\?x=1')).toEqual({ path: '/', search: '?x=1' });
  });

  it('drops a fragment', () => {
    expect(parseRequestTarget('/\\#frag')).toEqual({ path: '/', search: '' });
    expect(parseRequestTarget('/id?q=a#b?c')).toEqual({ path: '/id', search: '?q=a' });
  });

  it('refuses malformed percent-encoding in the path or the query, wherever the % stands', () => {
    for (const target of ['//%', '//a%', '/\\%', '/\\a%', '/%', '/a%zz', '/a%4', '/id?q=%', '/id?q=%G1', '/id%']) {
      expect(parseRequestTarget(target).refusal).toMatch(/percent-encoding/);
    }
    expect(parseRequestTarget('/a%25b%20c').refusal).toBeUndefined();
  });

  it('refuses a path that does not decode as UTF-8, and NUL raw or encoded', () => {
    expect(parseRequestTarget('/%C0%AF').refusal).toMatch(/UTF-8/);
    expect(parseRequestTarget('/id/%FF').refusal).toMatch(/UTF-8/);
    expect(parseRequestTarget('/id/a%00b').refusal).toMatch(/NUL/);
    expect(parseRequestTarget('/id?q=\u0000').refusal).toMatch(/NUL/);
    // A query that decodes to no valid UTF-8 is the query parser's to read, not a refusal.
    expect(parseRequestTarget('/id?q=%FF').refusal).toBeUndefined();
  });

  it('refuses absolute-form, authority-form and asterisk targets', () => {
    for (const target of ['http://evil.com/id', 'HTTPS://evil.com', 'evil.com:443', '*', '', 'id']) {
      expect(parseRequestTarget(target).refusal).toMatch(/not a path/);
    }
  });

  it('refuses a second Host header, whatever its case', () => {
    expect(parseRequestTarget('/id', ['Host', 'a', 'host', 'b']).refusal).toMatch(/Host/);
    expect(parseRequestTarget('/id', ['HOST', 'a', 'Accept', '*/*']).refusal).toBeUndefined();
  });

  it('routes a refused target as its language home, so the error page speaks that language', () => {
    expect(parseRequestTarget('/en/careers/a%00b').path).toBe('/en');
    expect(parseRequestTarget('//en/%zz').path).toBe('/en');
    expect(parseRequestTarget('/id/%zz').path).toBe('/');
    expect(parseRequestTarget('/english/%zz').path).toBe('/');
  });
});
