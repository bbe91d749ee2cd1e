import path from 'node:path';
import { createPageRenderer } from '../../src/site/render/page-renderer.js';
import { injectAdapter } from '../../src/site/render/inject-adapter.js';
import { REMOTE_VERSION, startTestServer, type TestServer } from '../support/fixtures.js';
import {
  ABOUT,
  pageOf,
  releaseAbout,
  resetRenderCount,
  SEARCHING_SHELL_BUILD,
  sectionBuild,
  SHELL_BUILD,
  TEMPLATE,
  write,
} from '../support/server-builds.js';

/**
 * Server rendering with server builds written by the test: small CommonJS files of the shape the real
 * builds have (the shell's exports `shared`, `prepare`, `installRoutes`, `renderShell`; a section's
 * `remote`, `render`), evaluated by the server exactly as a release's would be. The real builds are
 * exercised end to end by the e2e suite.
 */

const PUBLICATION = '/id/publikasi/siaran-pers';

describe('server rendering', () => {
  let server: TestServer;
  let releasesDir: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { ALLOW_REMOTE_OVERRIDES: 'true' },
      build: { serverRendering: { sectionBudgetMs: 300 } },
      beforeBuild: async (_db, config) => {
        write(path.join(config.shellDist, 'index.html'), TEMPLATE);
        write(path.join(config.shellDist, 'server', 'shell.cjs'), SHELL_BUILD);
        releaseAbout(config.releasesDir, REMOTE_VERSION, pageOf('About, first release'));
      },
    });
    releasesDir = server.config.releasesDir;
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('sends the chrome with the section page inside its container, and the data as an inert data block', async () => {
    const response = await get(ABOUT);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<header>chrome of ${ABOUT}</header>`);
    expect(html).toContain(
      '<div data-section-host="mf-about"><div data-section-container="mf-about"><h1>About, first release</h1>',
    );
    // The section got the shell's @ksei/shared, as in the browser.
    expect(html).toContain('<p>shared-from-the-shell</p>');
    const block = /<script type="application\/json" id="ksei-section-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      remote: 'mf-about',
      url: ABOUT,
      loaderData: { note: '</script><script>alert(1)</script>' },
      errors: null,
    });
    expect(html).not.toContain('<script>alert(1)');
    // The page reads without JavaScript now.
    expect(html).not.toContain('<noscript>');
  });

  it('renders a section release on the next request, without a restart', async () => {
    releaseAbout(releasesDir, 'fedcba9876543210', pageOf('About, second release'));
    const html = (await get(ABOUT)).body;
    expect(html).toContain('<h1>About, second release</h1>');
    expect(html).not.toContain('About, first release');
  });

  it('leaves a section that throws to the browser: the chrome is still sent, other sections unaffected', async () => {
    releaseAbout(releasesDir, 'aaaaaaaaaaaaaaa1', sectionBuild(`throw new Error('broken server build');`));
    const response = await get(ABOUT);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<header>chrome of ${ABOUT}</header>`);
    expect(response.body).not.toContain('data-section-container');
    expect(response.body).not.toContain('id="ksei-section-data"');
    // mf-publication has no server build in this fixture: chrome only, as before server rendering.
    const other = await get(PUBLICATION);
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(`<header>chrome of ${PUBLICATION}</header>`);
  });

  it('stops waiting for a section past its time budget and sends the page without it', async () => {
    releaseAbout(releasesDir, 'aaaaaaaaaaaaaaa2', sectionBuild(`await new Promise(() => {});`));
    const started = Date.now();
    const response = await get(ABOUT);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<header>chrome of ${ABOUT}</header>`);
    expect(response.body).not.toContain('data-section-container');
    // The budget is 300 ms: the answer comes soon after it, not never.
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(3000);
  });

  it('refuses a server build that requires a package outside the allow-list', async () => {
    releaseAbout(releasesDir, 'aaaaaaaaaaaaaaa3', `require('node:fs'); ${pageOf('never')}`);
    const html = (await get(ABOUT)).body;
    expect(html).toContain(`<header>chrome of ${ABOUT}</header>`);
    expect(html).not.toContain('<h1>never</h1>');
  });

  it('describes the page with its own opening text, as rendered (a lead under 40 characters is skipped)', async () => {
    const lead = "KSEI keeps the securities of Indonesia's capital market & settles their transactions.";
    releaseAbout(
      releasesDir,
      'aaaaaaaaaaaaaaa5',
      sectionBuild(`
        return { kind: 'page', status: 200,
          html: '<h1>About</h1><p>Short notice.</p><p>' + ${JSON.stringify(lead.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))} + '</p>',
          data: { remote: 'mf-about', url: new URL(url).pathname, loaderData: {}, errors: null } };`),
    );
    const html = (await get(ABOUT)).body;
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toBe(lead.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
  });

  it("does not render a section the visitor's browser takes from a tester's build", async () => {
    releaseAbout(releasesDir, 'aaaaaaaaaaaaaaa4', pageOf('About, released'));
    expect((await get(ABOUT)).body).toContain('<h1>About, released</h1>');
    const overridden = await get(ABOUT, { cookie: 'ksei-remote-overrides=mf-about' });
    expect(overridden.body).toContain(`<header>chrome of ${ABOUT}</header>`);
    expect(overridden.body).not.toContain('About, released');
  });
});

describe('server builds in memory', () => {
  it('keeps at most the configured number of section versions loaded, dropping the least recently used', async () => {
    const server = await startTestServer({ build: { serverRendering: false } });
    try {
      const { releasesDir, shellDist } = server.config;
      write(path.join(shellDist, 'server', 'shell.cjs'), SHELL_BUILD);
      const renderer = createPageRenderer({
        shellDist,
        releasesDir,
        adapter: injectAdapter(() => server.app),
        log: { warn: () => undefined },
        maxSectionBuilds: 3,
      });
      const routes = await (
        await import('../../src/site/releases/live-routes.js')
      )
        .createLiveRoutes({ releasesDir, shellDist })
        .current();
      const match = routes.matchPath(ABOUT);
      const versions = Array.from({ length: 8 }, (_, index) => `b${String(index).padStart(15, '0')}`);
      for (const version of versions) {
        releaseAbout(releasesDir, version, pageOf(`release ${version}`));
        const page = await renderer.render({
          url: `http://site${ABOUT}`,
          match,
          routes,
          registry: [{ name: 'mf-about', entry: `/remotes/mf-about/${version}/mf-manifest.json`, version }],
          shareable: true,
          client: '127.0.0.1',
        });
        expect(page?.rootHtml).toContain(`<h1>release ${version}</h1>`);
        expect(renderer.loadedSections().length).toBeLessThanOrEqual(3);
      }
      expect(renderer.loadedSections()).toEqual(versions.slice(-3).map((version) => `mf-about@${version}`));
    } finally {
      await server.close();
    }
  });
});

describe('render cache', () => {
  it('reuses a rendered page until it expires or a release changes the versions live', async () => {
    const server = await startTestServer({ build: { serverRendering: false } });
    try {
      const { releasesDir, shellDist } = server.config;
      write(path.join(shellDist, 'server', 'shell.cjs'), SHELL_BUILD);
      let time = 1_000_000;
      const renderer = createPageRenderer({
        shellDist,
        releasesDir,
        adapter: injectAdapter(() => server.app),
        log: { warn: () => undefined },
        cache: { ttlMs: 60_000, now: () => time },
      });
      const routes = await (
        await import('../../src/site/releases/live-routes.js')
      )
        .createLiveRoutes({ releasesDir, shellDist })
        .current();
      // Each render of this build says how many renders it has done.
      const counting = sectionBuild(`
        globalThis.kseiRenders = (globalThis.kseiRenders ?? 0) + 1;
        return { kind: 'page', status: 200, html: '<h1>render ' + globalThis.kseiRenders + '</h1>',
          data: { remote: 'mf-about', url: new URL(url).pathname, loaderData: {}, errors: null } };`);
      const render = (version: string, url = `http://site${ABOUT}`) =>
        renderer.render({
          url,
          match: routes.matchPath(new URL(url).pathname),
          routes,
          registry: [{ name: 'mf-about', entry: `/remotes/mf-about/${version}/mf-manifest.json`, version }],
          shareable: true,
          client: '127.0.0.1',
        });
      releaseAbout(releasesDir, 'c000000000000001', counting);
      resetRenderCount();
      expect((await render('c000000000000001'))?.rootHtml).toContain('<h1>render 1</h1>');
      expect((await render('c000000000000001'))?.rootHtml).toContain('<h1>render 1</h1>');
      // Another address is another page.
      expect((await render('c000000000000001', `http://site${ABOUT}?page=2`))?.rootHtml).toContain('<h1>render 2</h1>');
      time += 59_999;
      expect((await render('c000000000000001'))?.rootHtml).toContain('<h1>render 1</h1>');
      time += 1;
      expect((await render('c000000000000001'))?.rootHtml).toContain('<h1>render 3</h1>');
      // A release: the same address renders with the new version at once.
      releaseAbout(releasesDir, 'c000000000000002', counting);
      expect((await render('c000000000000002'))?.rootHtml).toContain('<h1>render 4</h1>');
      expect(renderer.cachedPages()).toBe(3);
    } finally {
      resetRenderCount();
      await server.close();
    }
  });
});

describe("a server render's API reads", () => {
  /** A shell whose home page reads `/api/search` through the adapter the server configured. */
  const READING_SHELL = SEARCHING_SHELL_BUILD;

  it("count against the visitor's rate limit, not against the server's own address", async () => {
    const server = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1' },
      build: {
        serverRendering: { cache: false },
        rateLimits: {
          policies: { search: { perSecond: 0.001, burst: 1 }, suggest: { perSecond: 1, burst: 1 } },
          holdMs: 0,
        },
      },
      beforeBuild: async (_db, config) => {
        write(path.join(config.shellDist, 'index.html'), TEMPLATE);
        write(path.join(config.shellDist, 'server', 'shell.cjs'), READING_SHELL);
      },
    });
    try {
      const page = (visitor: string) =>
        server.app.inject({ method: 'GET', url: '/id', headers: { 'x-forwarded-for': visitor } });
      expect((await page('10.0.0.1')).body).toContain('{&quot;search&quot;:200}');
      // The same visitor's second page has used up its one search read.
      expect((await page('10.0.0.1')).body).toContain('{&quot;search&quot;:429}');
      // Another visitor's page is not held back by the first one's reads.
      expect((await page('10.0.0.2')).body).toContain('{&quot;search&quot;:200}');
    } finally {
      await server.close();
    }
  });
});
