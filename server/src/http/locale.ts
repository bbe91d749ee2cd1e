import type { FastifyRequest } from 'fastify';

export type ApiLocale = 'id' | 'en';

/**
 * The locale a response (or an error about a bad request) is written in: the `locale` query parameter,
 * read from the raw URL because the parsed query may be the very thing that failed validation.
 */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const query = request.url.split('?')[1];
  if (!query) return 'id';
  return new URLSearchParams(query).get('locale') === 'en' ? 'en' : 'id';
}
