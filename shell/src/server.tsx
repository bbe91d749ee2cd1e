/**
 * The shell's server build (`dist/server/shell.cjs`): renders the chrome (header, menu, breadcrumb,
 * footer) and the shell's own pages for the first response, around the section HTML the server got
 * from the section's server build. It also hands the server its copy of `@ksei/shared`, which the
 * sections' server builds use, as the shell provides it to the sections in the browser.
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import * as shared from '@ksei/shared';
import type { RouteMatch, RouteTable } from '@ksei/shared';
import { App, LAZY_SHELL_PAGES } from './app/App.js';
import { SHELL_ID_PREFIX } from './chrome/id-prefix.js';
import { ServerOutletContext } from './routing/outlet.js';
import { shellPageRequests } from './pages/page-data.js';
import { errorStore, type ShellError } from './routing/error-state.js';

export { shared };

let prepared: Promise<void> | undefined;

/**
 * The live route manifest (the server's, composed from the releases): set before every render, the
 * section's included, as it changes with a release.
 */
export function installRoutes(routes: RouteTable): void {
  if (shared.routeTable() !== routes) shared.setRouteTable(routes);
}

/**
 * Loads the shell's on-demand pages, so that no render suspends: a server render is synchronous (see
 * `renderShell`), and a page left suspended would reach the browser as an empty fallback.
 */
export function prepare(): Promise<void> {
  prepared ??= (async () => {
    for (const Page of LAZY_SHELL_PAGES) {
      // The first render starts the page's module loading; its promise settles on the next turns.
      renderToString(
        <Suspense fallback={null}>
          <Page statusCode={500} message="" />
        </Suspense>,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  })();
  return prepared;
}

/**
 * The API answers the shell's page at `url` reads on its first render (cache key → answer); a read
 * that fails is left out, and the browser makes it again. Empty for a section's page. `match` is the
 * page the server decided `url` is (looked up here only when a server older than the shell omits it).
 */
export async function loadPageData(
  url: string,
  signal?: AbortSignal,
  decided?: RouteMatch | null,
): Promise<Record<string, unknown>> {
  const { pathname, searchParams } = new URL(url);
  const match = decided === undefined ? shared.matchPath(pathname) : decided;
  if (!match || match.page.owner !== 'shell') return {};
  const client = await shared.httpClient();
  const entries = await Promise.all(
    shellPageRequests(match.page.id, searchParams).map(async (request) => {
      const key = shared.apiRequestUrl(request, match.locale);
      try {
        return [[key, (await client.get(key, { signal })).data]] as const;
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

export interface ShellRenderRequest {
  /** Absolute URL of the page. */
  readonly url: string;
  /** The live route manifest the server decided the page with (installed by the caller, `installRoutes`). */
  readonly routes: RouteTable;
  /** The page the server decided the address is; looked up only when a server older than the shell omits it. */
  readonly match?: RouteMatch | null;
  /** The section's server-rendered part, placed in the section outlet as is (empty: none). */
  readonly outletHtml: string;
  /** The page is the error page (status and localized message). */
  readonly error?: ShellError;
  /** The answers `loadPageData` read for this page. */
  readonly pageData?: Readonly<Record<string, unknown>>;
}

/**
 * The inner HTML of `#ksei-root` for one request. Synchronous from setting the shared stores to the end
 * of rendering, so concurrent requests (another language, another page) cannot interleave.
 */
export function renderShell({ url, routes, match, outletHtml, error, pageData = {} }: ShellRenderRequest): string {
  const { pathname, search } = new URL(url);
  // A server that does not install the manifest itself (older than the shell) still renders with it.
  if (match === undefined) installRoutes(routes);
  const locale = shared.localeFromPath(pathname);
  shared.setServerLocation(pathname, search, match === undefined ? shared.matchPath(pathname) : match);
  shared.setLocale(locale);
  if (shared.i18n.language !== locale) throw new Error(`language ${shared.i18n.language} not switched`);
  errorStore.setState({ error: error ? { ...error, path: pathname } : null });
  shared.seedApiCache(pageData);
  try {
    return renderToString(
      <I18nextProvider i18n={shared.i18n}>
        <ServerOutletContext.Provider value={outletHtml}>
          <App />
        </ServerOutletContext.Provider>
      </I18nextProvider>,
      { identifierPrefix: SHELL_ID_PREFIX },
    );
  } finally {
    errorStore.setState({ error: null });
    shared.clearApiCache();
  }
}
