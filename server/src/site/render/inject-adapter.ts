import { AsyncLocalStorage } from 'node:async_hooks';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/** One render's reads: on whose behalf, and whether any of them did not give the page its data. */
interface RenderReads {
  /**
   * The visitor the render reads for: its API reads count against that visitor's rate limits (as the
   * browser's own reads would), not against the server's own address, which every render would share.
   */
  readonly client: string;
  incomplete: boolean;
}

const reads = new AsyncLocalStorage<RenderReads>();

/**
 * Runs `work` (a page's render) with its API reads attributed to the address `client`, and says
 * whether the render is complete: every read answered with its data (2xx) or a real "not found"
 * (404). A read refused by a rate limit (429), failed (5xx, an exception), refused as invalid or
 * marked by the renderer (a timeout, a fallback) makes it incomplete: such a page is one visitor's
 * bad moment and is never kept for others.
 */
export async function trackReads<T>(client: string, work: () => Promise<T>): Promise<{ result: T; complete: boolean }> {
  const context: RenderReads = { client, incomplete: false };
  const result = await reads.run(context, work);
  return { result, complete: !context.incomplete };
}

/** Marks the render running now as incomplete (the renderer's own fallbacks: a timeout, a failure). */
export function markIncomplete(): void {
  const context = reads.getStore();
  if (context) context.incomplete = true;
}

/** Statuses a complete render may have read: data, or a real "not found" (an unknown slug's page). */
function givesPageItsData(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404;
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
    const answer = await app()
      .inject({
        method: (config.method ?? 'get').toUpperCase() as 'GET',
        url: url.pathname + url.search,
        remoteAddress: reads.getStore()?.client ?? '127.0.0.1',
        headers,
        payload: typeof config.data === 'string' ? config.data : undefined,
      })
      .catch((error: unknown) => {
        markIncomplete();
        throw error;
      });
    if (!givesPageItsData(answer.statusCode)) markIncomplete();
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
