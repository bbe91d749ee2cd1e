import path from 'node:path';
import { RouteTable } from '@ksei/shared/node';
import { startTestServer } from '../support/fixtures.js';
import { ABOUT, releaseAbout, SHELL_BUILD, TEMPLATE, write } from '../support/server-builds.js';

/**
 * A page request walks the route manifest once on the server: the navigation steps, the page route
 * and both server renders (shell and section) take that one decision. (The section's router matches
 * its own routes once more; the shell's and the section's renders are tested to look nothing up.)
 */
describe('the route decision of a page request', () => {
  it('is one walk of the manifest (no alias scan), handed to the navigation steps and the shell and section renders', async () => {
    const server = await startTestServer({
      beforeBuild: async (_db, config) => {
        write(path.join(config.shellDist, 'index.html'), TEMPLATE);
        // The shell and the section print the decision they were handed.
        write(
          path.join(config.shellDist, 'server', 'shell.cjs'),
          SHELL_BUILD.replace(
            'exports.loadPageData = async () => ({});',
            'exports.loadPageData = async (url, signal, match) => ({ decided: match.page.id });',
          )
            .replace(
              "React.createElement('header', null, 'chrome of ' + new URL(url).pathname),",
              "React.createElement('header', null, 'chrome of ' + match.page.id + ' ' + pageData.decided),",
            )
            .replace(
              'exports.renderShell = ({ url, outletHtml }) =>',
              'exports.renderShell = ({ url, outletHtml, match, pageData }) =>',
            ),
        );
        releaseAbout(
          config.releasesDir,
          '0123456789abcdef',
          `exports.remote = 'mf-about';
exports.render = async ({ url, match }) => ({
  kind: 'page',
  status: 200,
  html: '<h1>section of ' + (match ? match.page.id : 'no decision') + '</h1>',
  data: { remote: 'mf-about', url: new URL(url).pathname, loaderData: {}, errors: null },
});`,
        );
      },
    });
    try {
      // Composed and cached before counting: the count is the request's own.
      expect((await server.app.inject(ABOUT)).statusCode).toBe(200);
      const walks = jest.spyOn(RouteTable.prototype, 'matchPath');
      const aliasScans = jest.spyOn(RouteTable.prototype, 'resolveAlias');
      const response = await server.app.inject(`${ABOUT}?x=1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('chrome of about.overview about.overview');
      expect(response.body).toContain('<h1>section of about.overview</h1>');
      expect(walks).toHaveBeenCalledTimes(1);
      expect(aliasScans).not.toHaveBeenCalled();
      walks.mockRestore();
      aliasScans.mockRestore();
    } finally {
      await server.close();
    }
  });
});
