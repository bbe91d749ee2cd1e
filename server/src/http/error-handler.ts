import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { documentTitle, localeFromPath, RESOURCES } from '@ksei/shared/node';
import { apiErrorHandler, clientErrorStatus, statusMessage } from '../api/errors.js';
import type { LiveRoutes } from '../releases/live-routes.js';
import type { SectionHints } from '../releases/section-hints.js';
import type { SendDocument } from '../routes/document-sender.js';
import { isApiPath, pathOf } from '../routes/paths.js';

/**
 * The one error handler of the whole server: under /api the API's JSON error shape, elsewhere the
 * site's error page (the shell's document, with the status and a localized message for the shell to
 * show). Client mistakes keep their 4xx status; anything else is a 500 that is logged, never echoed.
 * Also handles the router's own errors (a malformed URL), so nothing reaches the framework's default
 * JSON, which would repeat the URL.
 */
export function createErrorHandler(deps: {
  sendDocument: SendDocument;
  sectionHints: SectionHints;
  routes: LiveRoutes;
}) {
  return async function siteErrorHandler(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const path = pathOf(request.url);
    if (isApiPath(path)) return apiErrorHandler(error, request, reply);
    const status = clientErrorStatus(error) ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    const locale = localeFromPath(path);
    const hints = await deps.sectionHints.forPage(null).catch(() => undefined);
    // The error page still has the menu: the manifest as it is (the last composed one if that fails).
    const routes = await deps.routes.current().catch(() => deps.routes.latest());
    return deps.sendDocument(reply, status, {
      match: null,
      locale,
      title: documentTitle(RESOURCES[locale].errorPage.title, locale),
      error: { status, message: statusMessage(status, locale) },
      ...(hints ? { hints } : {}),
      routes,
    });
  };
}
