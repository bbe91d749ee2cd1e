import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { localeFromPath, type Locale } from '@ksei/shared/node';
import { apiErrorHandler, clientErrorStatus, statusMessage } from './error-format.js';
import { isApiPath, pathOf } from './paths.js';

/** What a failed request outside /api is answered with: the site's error page for this status. */
export interface ErrorPage {
  readonly status: number;
  /** The page's language, read from the path. */
  readonly locale: Locale;
  /** The status in a sentence of that language, for the page to show. */
  readonly message: string;
}

/** Sends the site's error page (the site's own business: its document, menu and section hints). */
export type SendErrorPage = (reply: FastifyReply, page: ErrorPage) => Promise<FastifyReply>;

/**
 * The one error handler of the whole server: under /api the API's JSON error shape, elsewhere the
 * site's error page (the shell's document, with the status and a localized message for the shell to
 * show). Client mistakes keep their 4xx status; a database that cannot be reached now is a 503 with
 * Retry-After; anything else is a 500 that is logged, never echoed.
 * Also handles the router's own errors (a malformed URL), so nothing reaches the framework's default
 * JSON, which would repeat the URL.
 */
export function createErrorHandler(deps: { sendErrorPage: SendErrorPage }) {
  return async function siteErrorHandler(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const path = pathOf(request.url);
    if (isApiPath(path)) return apiErrorHandler(error, request, reply);
    const unavailable = isDatabaseUnavailable(error);
    const status = clientErrorStatus(error) ?? (unavailable ? 503 : 500);
    if (unavailable) {
      // The database cannot be reached now: one line, no stack; the page says to try again shortly.
      request.log.warn(`page: database unavailable (${error.message.slice(0, 120)})`);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    const locale = localeFromPath(path);
    return deps.sendErrorPage(reply, { status, locale, message: statusMessage(status, locale) });
  };
}
