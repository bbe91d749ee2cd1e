import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { REMOTE_VERSION } from './fixtures.js';

/**
 * Server builds written by a test: small CommonJS files of the shape the real builds have (the shell's
 * exports `shared`, `prepare`, `installRoutes`, `renderShell`; a section's `remote`, `render`),
 * evaluated by the server exactly as a release's would be.
 */

export const TEMPLATE = `<!doctype html>
<html lang="id"><head><meta charset="utf-8" /><title>KSEI</title><!--ksei-head--></head>
<body><div id="ksei-root"><!--ksei-root--></div><noscript><p>This site needs JavaScript.</p></noscript></body></html>
`;

/** The shell: React from the server (a `require` of the allow-list), `@ksei/shared` handed to sections. */
export const SHELL_BUILD = `
const React = require('react');
const { renderToString } = require('react-dom/server');
exports.shared = {
  marker: 'shared-from-the-shell',
  configureServerHttp(options) { exports.http = options; },
};
exports.prepare = async () => {};
exports.installRoutes = () => {};
exports.loadPageData = async () => ({});
exports.renderShell = ({ url, outletHtml }) =>
  renderToString(
    React.createElement('div', null,
      React.createElement('header', null, 'chrome of ' + new URL(url).pathname),
      React.createElement('div', { id: 'section-outlet', dangerouslySetInnerHTML: { __html: outletHtml } })));
`;

/** A section build whose page names its version and the `@ksei/shared` it was given. */
export function sectionBuild(body: string): string {
  return `
const shared = require('@ksei/shared');
exports.remote = 'mf-about';
exports.render = async ({ url, signal }) => {
  ${body}
};
`;
}
export const pageOf = (label: string) =>
  sectionBuild(`
  const { pathname } = new URL(url);
  return {
    kind: 'page',
    status: 200,
    html: '<h1>${label}</h1><p>' + shared.marker + '</p>',
    data: { remote: 'mf-about', url: pathname, loaderData: { note: '</script><script>alert(1)</script>' }, errors: null },
  };`);

export function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Releases `code` as a new version of mf-about and points the registry at it. */
export function releaseAbout(releasesDir: string, version: string, code: string): void {
  const from = path.join(releasesDir, 'mf-about', REMOTE_VERSION);
  const to = path.join(releasesDir, 'mf-about', version);
  if (version !== REMOTE_VERSION) fs.cpSync(from, to, { recursive: true });
  write(path.join(to, 'server', 'section.cjs'), code);
  const registryFile = path.join(releasesDir, 'registry.json');
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as {
    remotes: { name: string; entry: string; version: string }[];
  };
  for (const entry of registry.remotes) {
    if (entry.name !== 'mf-about') continue;
    entry.version = version;
    entry.entry = `/remotes/mf-about/${version}/mf-manifest.json`;
  }
  write(registryFile, JSON.stringify(registry));
}

export const ABOUT = '/id/tentang-ksei/sekilas';

/**
 * Forgets how many renders the counting section builds have done (`globalThis.kseiRenders`). A server
 * build runs in Node's own context, not in the test file's: every suite of a jest worker shares that
 * counter, so a suite that counts from 1 resets it first.
 */
export function resetRenderCount(): void {
  vm.runInThisContext('delete globalThis.kseiRenders');
}

/**
 * The shell build with its page data printed in the header and its HTTP options also handed to the
 * sections (on `shared`), so a section build can read the API through the server's adapter.
 */
export const PRINTING_SHELL_BUILD = SHELL_BUILD.replace(
  'configureServerHttp(options) { exports.http = options; },',
  'configureServerHttp(options) { exports.http = options; exports.shared.http = options; },',
)
  .replace(
    "React.createElement('header', null, 'chrome of ' + new URL(url).pathname),",
    "React.createElement('header', null, 'chrome of ' + new URL(url).pathname + ' ' + JSON.stringify(pageData)),",
  )
  .replace(
    'exports.renderShell = ({ url, outletHtml }) =>',
    'exports.renderShell = ({ url, outletHtml, pageData }) =>',
  );

/** That shell, whose home page reads `/api/search` (rate-limited) through the server's adapter. */
export const SEARCHING_SHELL_BUILD = PRINTING_SHELL_BUILD.replace(
  'exports.loadPageData = async () => ({});',
  `exports.loadPageData = async () => {
    try {
      const answer = await exports.http.adapter({ url: '/api/search?q=efek&locale=id', method: 'get', headers: {}, baseURL: exports.http.baseURL });
      return { search: answer.status };
    } catch (error) {
      return { search: error.response ? error.response.status : 'failed' };
    }
  };`,
);
