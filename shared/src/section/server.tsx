/**
 * The section kit's server side: renders a section's page for the first response, with the same
 * routes, loaders and frame as the browser, so the browser hydrates what the server sent. Bundled into
 * the section's server build (`dist/server/section.cjs`), which the server loads per released version.
 */
import { renderToString } from 'react-dom/server';
import { checkRouterApi } from './router-api.js';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from './router-api-server.js';
import {
  i18n,
  localeFromPath,
  matchPath,
  sectionIdPrefix,
  setServerLocation,
  setLocale,
  activateSectionResources,
  type BundleRoutes,
  type Locale,
  type RemoteName,
  type SectionRenderRequest,
  type SectionRenderResult,
  type SectionServerModule,
} from '@ksei/shared';
import { checkPageCoverage, type PageLoaders } from './coverage.js';
import { SectionFrame } from './frame.js';
import { serializeErrors } from './hydration.js';
import { pageRoutes } from './page-routes.js';

/**
 * The section's server module. Its own strings are made current before every render: the server keeps
 * one string table per namespace, while several releases of a section may render over a process's life.
 */
export function createSectionRenderer(
  routes: BundleRoutes,
  loaders: PageLoaders,
  strings?: { readonly namespace: string; readonly resources: Readonly<Record<Locale, object>> },
): SectionServerModule {
  if (routes.owner === 'shell') throw new Error('the shell is not a section');
  checkRouterApi();
  const remote: RemoteName = routes.owner;
  const problems = checkPageCoverage(routes, loaders);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const handler = createStaticHandler(pageRoutes(routes, loaders));

  async function render({ url, signal, match, post }: SectionRenderRequest): Promise<SectionRenderResult> {
    // A form posted without JavaScript: the router runs the page's action with it, then the loaders.
    const request = post
      ? new Request(url, {
          method: 'POST',
          body: new Uint8Array(post.body), // its own copy: the request's body is read (and detached) once
          headers: { 'content-type': post.contentType },
          signal,
        })
      : new Request(url, { signal });
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const { pathname, search } = new URL(url);
    // From here to the end of renderToString nothing awaits, so no other request's render can change
    // the shared language (or any other shared store) in between.
    if (strings) activateSectionResources(strings.namespace, strings.resources);
    setServerLocation(pathname, search, match === undefined ? matchPath(pathname) : match);
    setLocale(localeFromPath(pathname));
    if (i18n.language !== localeFromPath(pathname)) throw new Error(`language ${i18n.language} not switched`);
    const html = renderToString(
      <SectionFrame remote={remote}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SectionFrame>,
      { identifierPrefix: sectionIdPrefix(remote) },
    );
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      data: {
        remote,
        url: pathname + search,
        loaderData: context.loaderData,
        errors: serializeErrors(context.errors),
        // So the hydrated page shows the same confirmation or errors as the server's.
        actionData: context.actionData,
      },
    };
  }

  return { remote, render };
}
