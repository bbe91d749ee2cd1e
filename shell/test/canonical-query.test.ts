import { settleQuery } from '../src/routing/canonical-query';

/** The address after boot settles it, for a page first loaded at `address`. */
function settled(address: string): string {
  window.history.replaceState({ kept: true }, '', address);
  settleQuery();
  return window.location.pathname + window.location.search + window.location.hash;
}

describe("settleQuery: the address's query as the server rendered the page", () => {
  it('drops parameters the page does not declare and keeps its own, with the fragment', () => {
    expect(settled('/en/faq?utm_source=mail&q=account&category=umum#top')).toBe('/en/faq?category=umum&q=account#top');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('drops every parameter of a page that declares none, and of an address no page has', () => {
    expect(settled('/id/tentang-ksei/sekilas?page=2')).toBe('/id/tentang-ksei/sekilas');
    expect(settled('/id/no-such-page?q=x')).toBe('/id/no-such-page');
  });

  it('leaves an address the server refused (a value too long) for the error page, and a settled one alone', () => {
    const long = `/id/search?q=${'a'.repeat(201)}`;
    expect(settled(long)).toBe(long);
    expect(settled('/id/search?page=2&q=bbca')).toBe('/id/search?page=2&q=bbca');
  });
});
