import { AsyncLocalStorage } from 'node:async_hooks';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/**
 * The visitor a server render reads on behalf of: its API reads count against that visitor's rate
 * limits (as the browser's own reads would), not against the server's own address, which every
 * visitor's renders would otherwise share.
 */
const visitor = new AsyncLocalStorage<string>();

/** Runs `work` (a page's render) with its API reads attributed to the address `ip`. */
export function readingFor<T>(ip: string, work: () => Promise<T>): Promise<T> {
  return visitor.run(ip, work);
}

/**
 * An axios adapter that answers the server's own API in process (Fastify's request injection): a
 * server render reads its data through the same client, interceptors and routes as the browser,
 * without a network round trip.
 */
export function injectAdapter(app: () => FastifyInstance): AxiosAdapter {
  return async (config) => {
    const url = new URL(config.url ?? '/', new URL(config.baseURL ?? '/', 'http://server.internal/'));
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[key] = value;
    }
    const answer = await app().inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: url.pathname + url.search,
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
      headers,
      payload: typeof config.data === 'string' ? config.data : undefined,
    });
    const response: AxiosResponse = {
      data: answer.body, // axios's own transformResponse parses the JSON, as for any adapter
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(answer.statusCode) : answer.statusCode < 400;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.statusCode}`,
      answer.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}
