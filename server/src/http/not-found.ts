import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-format.js';
import { requestLocale } from './locale.js';

/** The one shape of "nothing here" outside HTML pages: unknown API paths, missing static files. */
export function sendNotFoundJson(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .send(errorBody('not_found', requestLocale(request)));
}
