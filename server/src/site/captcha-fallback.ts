import type { FastifyInstance } from 'fastify';
import { CAPTCHA_FALLBACK_ROUTE, LOCALES, type Locale } from '@ksei/shared/node';

/**
 * The captcha's no-JavaScript frame, reached through the site: a server-rendered form page has no
 * configuration to build the provider's address from, so its `<noscript>` frame asks here and is sent
 * on to the provider's fallback page for the configured key, in the page's language (`hl`).
 */
export function registerCaptchaFallback(app: FastifyInstance, fallbackUrl: (locale: Locale) => string): void {
  app.get(CAPTCHA_FALLBACK_ROUTE, async (request, reply) => {
    const hl = new URLSearchParams(request.url.split('?')[1] ?? '').get('hl');
    const locale = LOCALES.find((candidate) => candidate === hl) ?? 'id';
    return reply.header('cache-control', 'no-store').redirect(fallbackUrl(locale), 302);
  });
}
