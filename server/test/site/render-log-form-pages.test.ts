/**
 * A render that fails is logged with the page's address, except on a form page: the warnings of a
 * whistleblowing page's failed data load and chrome name no address at all.
 */
import path from 'node:path';
import { createLiveRoutes } from '../../src/site/releases/live-routes.js';
import { injectAdapter } from '../../src/site/render/inject-adapter.js';
import { createPageRenderer } from '../../src/site/render/page-renderer.js';
import { startTestServer } from '../support/fixtures.js';
import { ABOUT, SHELL_BUILD, write } from '../support/server-builds.js';

const FORM_PAGE = '/id/tentang-ksei/whistleblowing/form';

/** A shell whose page data and chrome both fail. */
const FAILING_SHELL = SHELL_BUILD.replace(
  'exports.loadPageData = async () => ({});',
  "exports.loadPageData = async () => { throw new Error('data down'); };",
).replace(
  'exports.renderShell = ({ url, outletHtml }) =>',
  "exports.renderShell = () => { throw new Error('chrome down'); }; exports.unused = ({ url, outletHtml }) =>",
);

it('logs a failed render’s address for an ordinary page, never for a form page', async () => {
  const server = await startTestServer({ build: { serverRendering: false } });
  try {
    const { releasesDir, shellDist } = server.config;
    write(path.join(shellDist, 'server', 'shell.cjs'), FAILING_SHELL);
    const warnings: Record<string, unknown>[] = [];
    const renderer = createPageRenderer({
      shellDist,
      releasesDir,
      adapter: injectAdapter(() => server.app),
      log: { warn: (details) => warnings.push(details as Record<string, unknown>) },
    });
    const routes = await createLiveRoutes({ releasesDir, shellDist }).current();
    const render = (pagePath: string) =>
      renderer.render({
        url: `http://site${pagePath}`,
        match: routes.matchPath(pagePath),
        routes,
        registry: [],
        shareable: false,
        client: '127.0.0.1',
      });

    await render(ABOUT);
    expect(warnings.map((details) => details['url'])).toEqual([`http://site${ABOUT}`, `http://site${ABOUT}`]);
    warnings.length = 0;
    await render(FORM_PAGE);
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings.map((details) => ({ ...details, err: undefined })))).not.toContain('whistleblowing');
    expect(warnings.map((details) => details['url'])).toEqual([undefined, undefined]);
  } finally {
    await server.close();
  }
});
