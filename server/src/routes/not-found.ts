import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one shape of "nothing here" outside HTML pages: unknown API paths, missing static files. */
export function sendNotFoundJson(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .send({ error: { code: 'not_found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` } });
}
