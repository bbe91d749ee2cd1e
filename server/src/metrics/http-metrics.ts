import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The `route` label of a request no route matched (a 404 outside the pages, a target refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Methods named as they are; any other (WebDAV, a scanner's own) is `other`, so the label stays bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const LABELS = ['method', 'route', 'status_class'] as const;

/**
 * The request's route template (`/api/press-releases/:slug`, `/*` for every page path), never its URL:
 * a label per URL would add a series for every slug, ISIN or junk path a client sends.
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * Rate, errors and duration of every request that came over the network, by method, route template
 * and status class (`2xx` … `5xx`): `http_requests_total`, `http_request_errors_total` (5xx only) and
 * `http_request_duration_seconds` (from arrival to the answer's last byte). A server render's own
 * in-process API reads (Fastify's `inject`) are not requests of their own: their time is the page's.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status class.',
    labelNames: LABELS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method and route template.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route template and status class.',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // An injected request has light-my-request's stand-in socket, not a network one.
    if (!(request.raw.socket instanceof Socket)) return;
    const method = METHODS.has(request.method) ? request.method : 'other';
    const route = routeLabel(request);
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    requests.inc({ method, route, status_class: statusClass });
    duration.observe({ method, route, status_class: statusClass }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method, route });
  });
}
