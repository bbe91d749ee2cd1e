import type { FastifyRequest } from 'fastify';

export type ApiLocale = 'id' | 'en';

/**
 * The locale a response (or an error about a bad request) is written in: the `locale` query parameter,
 * read from the raw URL because the parsed query may be the very thing that failed validation.
 */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const query = request.url.split('?')[1];
  const named = query ? new URLSearchParams(query).get('locale') : null;
  if (named === null) return bodyLocales.get(request) ?? 'id';
  return named === 'en' ? 'en' : 'id';
}

const bodyLocales = new WeakMap<FastifyRequest, ApiLocale>();

/**
 * A form posts its `locale` in its body: once the body is read, what is answered after (its field
 * errors, a refusal) is written in it, unless the address names a locale of its own.
 */
export function setBodyLocale(request: FastifyRequest, locale: ApiLocale): void {
  bodyLocales.set(request, locale);
}
