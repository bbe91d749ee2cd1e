import type { FastifyInstance } from 'fastify';
import {
  canonicalQuery,
  documentTitle,
  localeFromPath,
  REMOTE_OVERRIDE_COOKIE,
  RESOURCES,
  runNavigationPipeline,
  UnknownMiddlewareError,
  type NavigationContext,
  type Redirect,
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
      const query = canonicalQuery(match.page, requestTarget(request).search);
      if (query.tooLong !== undefined) throw new BadRequestError(`query parameter ${query.tooLong} is too long`);
      // An unknown slug still gets the page (it shows "data unavailable"), but with status 404.
      const found = deps.detailLookup ? await deps.detailLookup(match.page.id, match.params, match.locale) : {};
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
}
