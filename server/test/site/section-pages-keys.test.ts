import { configureServerHttp, i18n, setRouteTable, type BundleRoutes, type SectionServerModule } from '@ksei/shared';
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
 * No page of any section asks i18next for a string it does not have. i18next answers a missing key
 * with the key itself, which reads as text to every other check; here its missing-key handler records
 * each miss (namespace and key) while every declared page renders from the section's sources, in both
 * languages, on the seeded API.
 */
const SECTIONS: readonly (readonly [SectionServerModule, BundleRoutes])[] = [
  [about, aboutRoutes],
  [careers, careersRoutes],
  [forms, formsRoutes],
  [publication, publicationRoutes],
  [regulations, regulationsRoutes],
  [serviceSupport, serviceSupportRoutes],
];

function pathOf(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no sample value for :${name}`);
    return encodeURIComponent(value);
  });
}

const misses: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  configureServerHttp({ baseURL: 'http://server.internal/', adapter: injectAdapter(() => server.app) });
  setRouteTable(siteRoutes());
  i18n.options.saveMissing = true;
  // Only the language asked for: a key found in neither it nor the fallback is a miss, once.
  i18n.options.saveMissingTo = 'current';
  i18n.options.missingKeyHandler = (languages, namespace, key) => {
    misses.push(`${languages.join(',')} ${namespace}:${key}`);
  };
  // A seeded server on a loaded machine: a cold seed dump takes longer than the default hook time.
}, 120_000);
afterAll(async () => {
  i18n.options.saveMissing = false;
  i18n.options.missingKeyHandler = false;
  await server.close();
});
beforeEach(() => {
  misses.length = 0;
});

describe.each(SECTIONS.map(([module, routes]) => [routes.owner, module, routes] as const))(
  '%s asks for no missing string on any page it declares',
  (_owner, module, routes) => {
    const cases = routes.pages.flatMap((page) =>
      (['id', 'en'] as const).map((locale) => ({
        id: page.id,
        locale,
        url: `http://server.internal${pathOf(page.paths[locale], page.sampleParams)}`,
      })),
    );

    it.each(cases.map((c) => [c.id, c.locale, c.url] as const))('%s (%s)', async (_id, _locale, url) => {
      const result = await module.render({ url, signal: new AbortController().signal });
      expect(result.kind).toBe('page');
      expect({ url, misses }).toEqual({ url, misses: [] });
    });
  },
);
