import { RouteTable } from '@ksei/shared/node';
import { renderDocument } from '../../src/site/document/document.js';
import { escapeHtml } from '../../src/text/escape-html.js';
import { TEMPLATE } from '../support/fixtures.js';
import { siteRoutes } from '../../../shared/test/site-routes';

const routes = siteRoutes();
const matchPath = (path: string) => routes.matchPath(path);

describe('renderDocument', () => {
  it('fills lang, title and head tags into the shell template', () => {
    const match = matchPath('/en/about-ksei/overview');
    if (!match) throw new Error('manifest lost /en/about-ksei/overview');
    const html = renderDocument(TEMPLATE, { match, locale: 'en', origin: 'https://www.ksei.co.id', routes });
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+ \| KSEI<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://www.ksei.co.id/en/about-ksei/overview">');
    expect(html).toContain('<script defer src="/shell/main.0a1b2c3d4e.js"></script>');
  });

  it('inlines the route manifest it was decided with, as a data block no value can close', () => {
    const match = matchPath('/id/faq');
    if (!match) throw new Error('manifest lost /id/faq');
    const tricky = new RouteTable([{ ...match.page, titles: { id: '</script><b>x', en: 'FAQ' } }]);
    const html = renderDocument(TEMPLATE, { match, locale: 'id', origin: 'http://x', routes: tricky });
    const block = /<script type="application\/json" id="ksei-routes">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({ pages: tricky.pages });
    expect(block).not.toContain('</script>');
  });

  it('announces no language versions for a page with one address for both', () => {
    const faq = matchPath('/id/faq');
    if (!faq) throw new Error('manifest lost /id/faq');
    const single = new RouteTable([{ ...faq.page, paths: { id: '/faq', en: '/faq' } }]);
    const match = single.matchPath('/faq');
    if (!match) throw new Error('the one-address page does not match');
    const html = renderDocument(TEMPLATE, { match, locale: match.locale, origin: 'http://localhost', routes: single });
    expect(html).toContain('<link rel="canonical" href="http://localhost/faq">');
    expect(html).not.toContain('hreflang');
  });

  it('keeps the sign-in page from search engines: noindex, no canonical, no language versions', () => {
    const match = matchPath('/login');
    if (!match) throw new Error('manifest lost /login');
    const html = renderDocument(TEMPLATE, { match, locale: match.locale, origin: 'http://localhost', routes });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it('does not read $ in values as a replacement pattern', () => {
    const html = renderDocument(TEMPLATE, { match: null, locale: 'id', origin: 'http://x', title: "$& $' $1" });
    expect(html).toContain('<title>$&amp; $&#39; $1</title>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
