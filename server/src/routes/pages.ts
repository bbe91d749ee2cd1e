import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  documentTitle,
  localeFromPath,
  matchPath,
  RESOURCES,
  runNavigationPipeline,
  UnknownMiddlewareError,
  type NavigationContext,
  type Redirect,
} from '@ksei/shared/node';
import { renderDocument, type DocumentRequest } from '../html/document.js';
import type { TemplateSource } from '../html/template.js';
import type { LegacyRedirectCache } from '../redirects/legacy-redirects.js';
import type { DetailExists } from './detail-lookup.js';
import { sendNotFoundJson } from './not-found.js';
import type { SectionHints } from '../releases/section-hints.js';

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A Location header must be ASCII: targets from the legacy table may hold spaces or non-Latin
 * letters. The URL parser percent-encodes those and leaves existing `%XX` escapes alone.
 */
function headerSafeLocation(target: string): string {
  const url = new URL(target, 'http://placeholder.invalid');
  return url.origin === 'http://placeholder.invalid' ? url.pathname + url.search + url.hash : url.href;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Every address not claimed by the API or the static mounts: the navigation pipeline first (real
 * 301/302s), then the route manifest decides between the page (200) and the not-found page (404).
 * The HTML is the shell's; the sections render in the browser.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  deps: {
    template: TemplateSource;
    legacyRedirects: LegacyRedirectCache;
    sectionHints: SectionHints;
    /** Whether a detail page's slug names an existing item; absent → every match exists. */
    detailExists?: DetailExists;
    /** The shared pipeline; replaceable so a test can exercise the "Unknown middleware" 500. */
    navigate?: (context: NavigationContext) => Redirect | null;
  },
): void {
  const navigate = deps.navigate ?? ((context: NavigationContext) => runNavigationPipeline(context));
  const sendDocument = async (
    reply: FastifyReply,
    status: number,
    document: DocumentRequest,
  ): Promise<FastifyReply> => {
    const html = renderDocument(await deps.template.read(), document);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) return sendNotFoundJson(request, reply);

    const { lookup } = await deps.legacyRedirects.get();
    let redirect: Redirect | null;
    try {
      redirect = navigate({ url: request.url, legacyRedirects: lookup });
    } catch (error) {
      if (!(error instanceof UnknownMiddlewareError)) throw error;
      request.log.error({ step: error.step }, 'navigation pipeline: unknown middleware');
      const locale = localeFromPath(path);
      return sendDocument(reply, 500, {
        match: null,
        locale,
        origin: originOf(request),
        title: documentTitle(RESOURCES[locale].errors.unknownMiddleware, locale),
      });
    }
    if (redirect) return reply.redirect(headerSafeLocation(redirect.to), redirect.status);

    const match = matchPath(path);
    const hints = await deps.sectionHints.forPage(match?.page.owner ?? null);
    if (match) {
      // An unknown slug still gets the page (it shows "data unavailable"), but with status 404.
      const exists = deps.detailExists ? await deps.detailExists(match.page.id, match.params) : true;
      const document = { match, locale: match.locale, origin: originOf(request), hints, missingItem: !exists };
      return sendDocument(reply, exists ? 200 : 404, document);
    }
    return sendDocument(reply, 404, { match: null, locale: localeFromPath(path), origin: originOf(request), hints });
  });
}
