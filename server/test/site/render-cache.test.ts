import path from 'node:path';
import { startTestServer, type TestServer } from '../support/fixtures.js';
import {
  PRINTING_SHELL_BUILD,
  releaseAbout,
  resetRenderCount,
  SEARCHING_SHELL_BUILD,
  sectionBuild,
  TEMPLATE,
  write,
} from '../support/server-builds.js';

/**
 * What the render cache may keep and how it is keyed, through the real page route: only complete
 * renders, keyed on the page's declared query parameters, never a page that shows what a visitor typed.
 */

const SHELL = PRINTING_SHELL_BUILD;
const SEARCHING_SHELL = SEARCHING_SHELL_BUILD;

/**
 * mf-about's page: counts its renders, shows the address it was rendered with, and reads the API
 * address the page's `read` parameter names (so a test can make its data call fail).
 */
const COUNTING_SECTION = sectionBuild(`
  globalThis.kseiRenders = (globalThis.kseiRenders ?? 0) + 1;
  const address = new URL(url);
  const read = address.searchParams.get('category') === 'broken' ? '/api/press-releases?page=0' : '/api/faq?locale=id';
  let status;
  try {
    status = (await shared.http.adapter({ url: read, method: 'get', headers: {}, baseURL: shared.http.baseURL })).status;
  } catch (error) {
    status = error.response ? error.response.status : 'failed';
  }
  return { kind: 'page', status: 200,
    html: '<h1>render ' + globalThis.kseiRenders + '</h1><p>rendered with ' + address.search + ' read ' + status + '</p>',
    data: { remote: 'mf-about', url: address.pathname + address.search, loaderData: {}, errors: null } };`);

async function serverWith(shell: string, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    env: { TRUST_PROXY: '127.0.0.1', ...env },
    build: {
      rateLimits: {
        policies: { search: { perSecond: 0.001, burst: 1 }, suggest: { perSecond: 1, burst: 1 } },
        holdMs: 0,
      },
    },
    beforeBuild: async (_db, config) => {
      write(path.join(config.shellDist, 'index.html'), TEMPLATE);
      write(path.join(config.shellDist, 'server', 'shell.cjs'), shell);
      releaseAbout(config.releasesDir, '0123456789abcdef', COUNTING_SECTION);
    },
  });
}

const FAQ = '/id/faq';
const rendersIn = (html: string): number => Number(/render (\d+)/.exec(html)?.[1]);

describe('the render cache', () => {
  afterEach(() => {
    resetRenderCount();
  });

  it('never keeps a render whose data read was rate-limited: the next visitor gets a page with its data', async () => {
    const server = await serverWith(SEARCHING_SHELL);
    try {
      const page = (visitor: string) =>
        server.app.inject({ method: 'GET', url: '/id', headers: { 'x-forwarded-for': visitor } });
      // Visitor A has used its one search read already: its page is rendered without the data.
      await server.app.inject({ url: '/api/search?q=saham&locale=id', headers: { 'x-forwarded-for': '10.0.0.1' } });
      expect((await page('10.0.0.1')).body).toContain('{&quot;search&quot;:429}');
      // That degraded page is not what visitor B gets.
      expect((await page('10.0.0.2')).body).toContain('{&quot;search&quot;:200}');
      // B's complete page is kept: A, still over its limit, is now served it.
      expect((await page('10.0.0.1')).body).toContain('{&quot;search&quot;:200}');
    } finally {
      await server.close();
    }
  });

  it("never keeps a render whose section's data read was refused", async () => {
    const server = await serverWith(SHELL);
    try {
      const first = (await server.app.inject(`${FAQ}?category=broken`)).body;
      expect(first).toContain('read 400');
      expect(rendersIn((await server.app.inject(`${FAQ}?category=broken`)).body)).toBe(rendersIn(first) + 1);
      // A complete one is kept.
      const whole = (await server.app.inject(`${FAQ}?category=umum`)).body;
      expect(whole).toContain('read 200');
      expect(rendersIn((await server.app.inject(`${FAQ}?category=umum`)).body)).toBe(rendersIn(whole));
    } finally {
      await server.close();
    }
  });

  it('keys on the declared parameters: junk shares the entry and never reaches the render', async () => {
    const server = await serverWith(SHELL);
    try {
      const first = (await server.app.inject(`${FAQ}?category=umum`)).body;
      expect(first).toContain('rendered with ?category=umum read 200');
      for (const junk of [
        'u=1',
        'u=2',
        'utm_source=x&category=umum',
        'category=umum&category=other',
        'zz=' + 'x'.repeat(5000),
      ]) {
        const html = (await server.app.inject(`${FAQ}?category=umum&${junk}`)).body;
        expect(rendersIn(html)).toBe(rendersIn(first));
        expect(html).toContain('rendered with ?category=umum read');
      }
      // A declared parameter with another value is another page.
      expect(rendersIn((await server.app.inject(`${FAQ}?category=saham`)).body)).toBe(rendersIn(first) + 1);
      // A page that declares no parameter renders its address without any.
      const about = (await server.app.inject('/id/tentang-ksei/sekilas?page=2&q=x')).body;
      expect(about).toContain('rendered with  read 200');
    } finally {
      await server.close();
    }
  });

  it("never keeps or reuses a page that shows a visitor's search text, and bounds that text", async () => {
    const server = await serverWith(SHELL);
    try {
      const first = (await server.app.inject(`${FAQ}?q=rekening`)).body;
      expect(first).toContain('rendered with ?q=rekening read 200');
      const second = (await server.app.inject(`${FAQ}?q=rekening`)).body;
      expect(rendersIn(second)).toBe(rendersIn(first) + 1);
      const limit = await server.app.inject(`${FAQ}?q=${'a'.repeat(200)}`);
      expect(limit.statusCode).toBe(200);
      const tooLong = await server.app.inject(`/en/faq?q=${'a'.repeat(201)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.body).not.toContain('a'.repeat(201));
      expect(tooLong.body).toContain('lang="en"');
    } finally {
      await server.close();
    }
  });

  it('tells render times (Server-Timing) only where configured: on in development, off when SERVER_TIMING=off', async () => {
    const server = await serverWith(SHELL, { SERVER_TIMING: 'off' });
    try {
      expect((await server.app.inject(FAQ)).headers['server-timing']).toBeUndefined();
      expect((await server.app.inject(FAQ)).headers['server-timing']).toBeUndefined();
    } finally {
      await server.close();
    }
    const timed = await serverWith(SHELL);
    try {
      expect((await timed.app.inject(FAQ)).headers['server-timing']).toMatch(/^render;dur=\d/);
    } finally {
      await timed.close();
    }
  });
});
