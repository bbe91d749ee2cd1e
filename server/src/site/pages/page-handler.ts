import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  canonicalQuery,
  type Locale,
  documentTitle,
  localeFromPath,
  REMOTE_OVERRIDE_COOKIE,
  RESOURCES,
  runNavigationPipeline,
  UnknownMiddlewareError,
  type NavigationContext,
  type Redirect,
  type RouteMatch,
  type RouteTable,
  type UnpublishRedirect,
} from '@ksei/shared/node';
import type { LegacyRedirectCache } from '../../domains/redirects/legacy-redirects.js';
import type { DetailLookup } from './detail-lookup.js';
import type { SendDocument } from './document-sender.js';
import { sendNotFoundJson } from '../../http/not-found.js';
import { isApiPath, pathOf } from '../../http/paths.js';
import { BadRequestError, requestTarget } from '../../http/request-target.js';
import type { LiveRoutes } from '../releases/live-routes.js';
import type { SectionHints } from '../releases/section-hints.js';
import { sameOriginLocation } from '../../http/redirect-target.js';
import { decidePageAccess, servedOverHttps, type Authenticate } from './page-auth.js';
import { crossSiteRefusal, type SameOriginOptions } from '../../http/same-origin.js';
import {
  FORM_CONTENT_TYPES,
  FORM_POST_BODY_LIMIT,
  FORM_POST_STATUS,
  formPostRefusal,
  isFormContentType,
  mediaType,
  type FormPostRefusal,
} from './form-post.js';
import { isWellFormedMultipart } from '../../http/multipart-shape.js';

function overriddenSections(cookieHeader: string | undefined): string[] {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === REMOTE_OVERRIDE_COOKIE) return value.split(',').filter((section) => section !== '');
  }
  return [];
}

/**
 * Every address not claimed by the API or the static mounts: the navigation pipeline first (real
 * 301/302s), then the live route manifest (composed from the releases) decides between the page (200) and the not-found page (404).
 * The HTML is the shell's; the sections render in the browser.
 */
export function registerPages(
  app: FastifyInstance,
  deps: {
    sendDocument: SendDocument;
    /** Testers' overrides are on: a section the browser loads from another build gets no preloads. */
    remoteOverrides?: boolean;
    legacyRedirects: LegacyRedirectCache;
    sectionHints: SectionHints;
    /** The route manifest composed from the releases live now. */
    routes: LiveRoutes;
    /** Whether a detail page's slug names an existing item, and its title; absent → every match exists. */
    detailLookup?: DetailLookup;
    /** The shared pipeline; replaceable so a test can exercise the "Unknown middleware" 500. */
    navigate?: (context: NavigationContext) => Redirect | null;
    /** Which origin is this site's: a form posted from any other is refused. */
    sameOrigin: SameOriginOptions;
    /**
     * The staff session of a token (without `Bearer `), or null. Read from the session cookie on page
     * GETs only, to choose between a protected page and the sign-in page; absent, no session is valid.
     */
    authenticate?: Authenticate;
  },
): void {
  const navigate = deps.navigate ?? ((context: NavigationContext) => runNavigationPipeline(context));
  const sendDocument = deps.sendDocument;

  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) return sendNotFoundJson(request, reply);

    const [legacy, routes] = await Promise.all([deps.legacyRedirects.get(), deps.routes.current()]);
    const { lookup } = legacy.resolve(routes);
    // The one lookup of the request: the navigation steps, the page and both server renders use it.
    const match = routes.matchPath(path);
    let redirect: Redirect | null;
    try {
      redirect = navigate({ url: request.url, legacyRedirects: lookup, routes, match });
    } catch (error) {
      if (!(error instanceof UnknownMiddlewareError)) throw error;
      request.log.error({ step: error.step }, 'navigation pipeline: unknown middleware');
      const locale = localeFromPath(path);
      return sendDocument(reply, 500, {
        match: null,
        locale,
        title: documentTitle(RESOURCES[locale].errors.unknownMiddleware, locale),
        routes,
      });
    }
    if (redirect) {
      const location = sameOriginLocation(redirect.to);
      if (location !== null) return reply.redirect(location, redirect.status);
      // A target off this site (a crafted path or a bad legacy row) is no redirect: the path is unknown.
      request.log.warn({ to: redirect.to }, 'navigation: refused a redirect off this origin');
      const hints = await deps.sectionHints.forPage(null);
      return sendDocument(reply, 404, { match: null, locale: localeFromPath(path), hints, routes });
    }

    const owner = match?.page.owner ?? null;
    const released = await deps.sectionHints.forPage(owner);
    const overridden = deps.remoteOverrides ? overriddenSections(request.headers.cookie) : [];
    // Preloading (or server-rendering) the released section the browser takes from a tester's build is waste.
    const hints = owner !== null && overridden.includes(owner) ? { ...released, preloads: [] } : released;
    if (match) {
      // Rendered with its declared parameters only: junk neither changes the page nor makes a copy of it.
      const target = requestTarget(request);
      const query = canonicalQuery(match.page, target.search);
      if (query.tooLong !== undefined) throw new BadRequestError(`query parameter ${query.tooLong} is too long`);
      if (match.page.auth !== false) {
        // Before anything else about the page (even whether its item exists) is told.
        const access = await decidePageAccess({
          match,
          routes,
          address: target.path + query.search,
          cookieHeader: request.headers.cookie,
          authenticate: deps.authenticate,
          overHttps: servedOverHttps(deps.sameOrigin.publicOrigin, request.protocol),
        });
        if (access.kind === 'redirect') {
          if (access.setCookie) reply.header('set-cookie', access.setCookie);
          return reply.header('cache-control', 'no-store').redirect(access.location, 302);
        }
        if (access.kind === 'forbidden') {
          const error = { status: 403, message: access.message };
          return sendDocument(reply, 403, { match, locale: match.locale, hints, routes, error, query });
        }
      }
      // An unknown slug still gets the page (it shows "data unavailable"), but with status 404.
      const found = deps.detailLookup ? await deps.detailLookup(match.page.id, match.params, match.locale) : {};
      if (found?.gone) {
        // Taken off the site on purpose: where the publisher sends its visitors (a live page), else 410.
        const to = found.gone.redirect;
        const location = to && routes.hasPage(to.pageId) ? pathOrNull(routes, to, match.locale) : null;
        if (location !== null) return reply.redirect(location, 301);
        const document = {
          match,
          locale: match.locale,
          hints,
          routes,
          missingItem: true,
          overriddenSections: overridden,
          query,
        };
        return sendDocument(reply, 410, document);
      }
      const document = {
        match,
        locale: match.locale,
        hints,
        routes,
        missingItem: !found,
        item: found?.item,
        overriddenSections: overridden,
        query,
      };
      return sendDocument(reply, found ? 200 : 404, document);
    }
    return sendDocument(reply, 404, { match: null, locale: localeFromPath(path), hints, routes });
  });

  registerFormPosts(app, { ...deps, sendDocument });
}

/** What the checks before a post's body is read decided: the form page it was posted to. */
const postedTo = new WeakMap<FastifyRequest, { readonly match: RouteMatch; readonly routes: RouteTable }>();

/**
 * A form posted without JavaScript to a page declared with `form: true`: refused before its body is
 * read when it comes from another site or is no HTML form, bounded while it arrives, then handed to
 * the page's render, where the section runs the page's action with it. Any other page keeps its 405
 * (and an unknown path its 404), from the app's not-found handler. Nothing of a post is logged, at any
 * level: a whistleblower's address, browser or request must leave no trace, and one route serves
 * every form page, so all of them are silent (the form's API call gets the address for its rate
 * limit only).
 */
function registerFormPosts(
  app: FastifyInstance,
  deps: Pick<Parameters<typeof registerPages>[1], 'routes' | 'sectionHints' | 'remoteOverrides' | 'sameOrigin'> & {
    sendDocument: SendDocument;
  },
): void {
  const refuse = async (reply: FastifyReply, refusal: FormPostRefusal, locale: Locale, routes?: RouteTable) => {
    const hints = await deps.sectionHints.forPage(null).catch(() => undefined);
    return deps.sendDocument(reply, FORM_POST_STATUS[refusal], formPostRefusal(refusal, locale, { hints, routes }));
  };

  async function checkPost(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const path = pathOf(request.url);
    const routes = isApiPath(path) ? null : await deps.routes.current();
    const match = routes?.matchPath(path) ?? null;
    // Not a form page: answered by the handler (below) as any other method is.
    if (!routes || !match?.page.form) return undefined;
    if (crossSiteRefusal(request, deps.sameOrigin)) return refuse(reply, 'crossSite', match.locale, routes);
    if (!isFormContentType(request.headers['content-type'])) return refuse(reply, 'unsupported', match.locale, routes);
    postedTo.set(request, { match, routes });
    return undefined;
  }

  void app.register(async (scope) => {
    // Read whole (bounded by the route's body limit) and passed on as sent: a form page takes only an
    // HTML form's bodies (the others are refused before they are read); any other address reads what
    // comes, as the not-found handler did before this route, so a stalled body still meets its timeout.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...FORM_CONTENT_TYPES], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const posted = postedTo.get(request);
      if (posted && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return refuse(reply, 'tooLarge', posted.match.locale, posted.routes);
      }
      throw error; // the app's one error handler
    });
    scope.post(
      '/*',
      {
        logLevel: 'silent',
        bodyLimit: FORM_POST_BODY_LIMIT,
        onRequest: checkPost,
        // Counted before the body is read: a flood of posts costs a bucket, not a parse and a render.
        config: { rateLimit: 'pagepost' },
      },
      async (request, reply) => {
        const posted = postedTo.get(request);
        // Not a form page: the answer any other method gets (405 with `Allow`, or 404).
        if (!posted) return reply.callNotFound();
        const { match, routes } = posted;
        const query = canonicalQuery(match.page, requestTarget(request).search);
        if (query.tooLong !== undefined) throw new BadRequestError(`query parameter ${query.tooLong} is too long`);
        const owner = match.page.owner;
        const overridden = deps.remoteOverrides ? overriddenSections(request.headers.cookie) : [];
        const released = await deps.sectionHints.forPage(owner);
        const hints = overridden.includes(owner) ? { ...released, preloads: [] } : released;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = request.headers['content-type'] ?? '';
        // A multipart body that is no form is refused here, in the page's language: the section's
        // action would only fail on it.
        if (mediaType(contentType) === 'multipart/form-data' && !(await isWellFormedMultipart(contentType, body))) {
          return refuse(reply, 'malformed', match.locale, routes);
        }
        const document = { match, locale: match.locale, hints, routes, overriddenSections: overridden, query };
        return deps.sendDocument(reply, 200, document, {
          body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          contentType,
        });
      },
    );
  });
}

/** The path of a redirect's page in `locale`; `null` when its parameters no longer fit the page. */
function pathOrNull(routes: RouteTable, to: UnpublishRedirect, locale: Locale): string | null {
  try {
    return routes.buildPath(to.pageId, locale, to.params ?? {});
  } catch {
    return null;
  }
}
