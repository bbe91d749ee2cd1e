import { configureServerHttp, setRouteTable, type BundleRoutes, type SectionServerModule } from '@ksei/shared';
import { siteRoutes } from '../../../shared/test/site-routes';
// The rule keeps sections apart at run time; this test is no section: it renders each one's sources.
/* eslint-disable no-restricted-imports */
import * as about from '../../../mf-about/src/server';
import { ROUTES as aboutRoutes } from '../../../mf-about/src/routes';
import * as careers from '../../../mf-careers/src/server';
import { ROUTES as careersRoutes } from '../../../mf-careers/src/routes';
import * as forms from '../../../mf-forms/src/server';
import { ROUTES as formsRoutes } from '../../../mf-forms/src/routes';
import * as publication from '../../../mf-publication/src/server';
import { ROUTES as publicationRoutes } from '../../../mf-publication/src/routes';
import * as regulations from '../../../mf-regulations/src/server';
import { ROUTES as regulationsRoutes } from '../../../mf-regulations/src/routes';
import * as serviceSupport from '../../../mf-service-support/src/server';
import { ROUTES as serviceSupportRoutes } from '../../../mf-service-support/src/routes';
/* eslint-enable no-restricted-imports */
import { injectAdapter } from '../../src/site/render/inject-adapter.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';

/**
 * Every page each section declares, rendered from the section's sources by its own server renderer
 * (the same routes, loaders and page components as in the browser), reading the seeded API in
 * process. `mf-*` `pages.test.ts` only checks that each declared page is mapped to a component; this
 * renders the components. A detail page is rendered with its declared sample parameters.
 */
const SECTIONS: readonly (readonly [SectionServerModule, BundleRoutes])[] = [
  [about, aboutRoutes],
  [careers, careersRoutes],
  [forms, formsRoutes],
  [publication, publicationRoutes],
  [regulations, regulationsRoutes],
  [serviceSupport, serviceSupportRoutes],
];

/** Text as React's server renderer escapes it, then as a regular expression. */
const htmlPattern = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pathOf(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no sample value for :${name}`);
    return encodeURIComponent(value);
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  configureServerHttp({ baseURL: 'http://server.internal/', adapter: injectAdapter(() => server.app) });
  setRouteTable(siteRoutes());
});
afterAll(() => server.close());

describe.each(SECTIONS.map(([module, routes]) => [routes.owner, module, routes] as const))(
  '%s renders every page it declares',
  (_owner, module, routes) => {
    const cases = routes.pages.flatMap((page) =>
      (['id', 'en'] as const).map((locale) => ({
        page,
        locale,
        url: `http://server.internal${pathOf(page.paths[locale], page.sampleParams)}`,
      })),
    );

    it.each(cases.map((c) => [c.page.id, c.locale, c] as const))(
      '%s (%s): status 200, its own component, no error',
      async (_id, locale, { page, url }) => {
        const result = await module.render({ url, signal: new AbortController().signal });
        if (result.kind !== 'page') throw new Error(`${url} answered a redirect to ${result.location}`);
        expect({ url, status: result.status, errors: result.data.errors }).toEqual({
          url,
          status: 200,
          errors: null,
        });
        // The page's component rendered inside the section's frame, with its heading: the declared title,
        // or for a detail page the item's own (any text).
        const heading = page.sampleParams ? '[^<]+' : htmlPattern(page.titles[locale]);
        expect(result.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      },
    );
  },
);
