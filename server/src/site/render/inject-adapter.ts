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
  /**
   * The render answers a form posted to a page (already checked as same-origin by the page route): its
   * action's API calls act for the visitor, in the page's language, as the page's own same-origin post.
   */
  readonly post?: { readonly locale: 'id' | 'en' };
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
export async function trackReads<T>(
  reader: string | { readonly client: string; readonly post?: RenderReads['post'] },
  work: () => Promise<T>,
): Promise<{ result: T; complete: boolean }> {
  const context: RenderReads =
    typeof reader === 'string' ? { client: reader, incomplete: false } : { ...reader, incomplete: false };
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
 * A request body as axios hands it to an adapter (after its own transforms: an object is JSON text by
 * now, `URLSearchParams` urlencoded text), as bytes for the injected request. A `FormData` (an action
 * forwarding a multipart form with its file) becomes a multipart body with its boundary, the file's
 * bytes untouched.
 */
async function injectedBody(
  data: unknown,
): Promise<{ payload: string | Buffer | undefined; contentType: string | undefined }> {
  if (data === undefined || data === null) return { payload: undefined, contentType: undefined };
  if (typeof data === 'string') return { payload: data, contentType: undefined };
  if (data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob) {
    const encoded = new Response(data);
    const contentType = encoded.headers.get('content-type') ?? undefined;
    return { payload: Buffer.from(await encoded.arrayBuffer()), contentType };
  }
  if (data instanceof ArrayBuffer) return { payload: Buffer.from(data), contentType: undefined };
  if (ArrayBuffer.isView(data)) {
    return { payload: Buffer.from(data.buffer, data.byteOffset, data.byteLength), contentType: undefined };
  }
  throw new TypeError('the in-process API client cannot send this kind of body');
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
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
    }
    const { payload, contentType } = await injectedBody(config.data);
    // A multipart body's type carries its boundary: the one the body was written with, not a bare
    // `multipart/form-data` the caller may have set.
    if (contentType !== undefined) headers['content-type'] = contentType;
    const context = reads.getStore();
    const method = (config.method ?? 'get').toUpperCase() as 'GET';
    // A posted form's call is answered in the page's language, even a refusal before its body is read.
    if (context?.post && method !== 'GET' && !url.searchParams.has('locale')) {
      url.searchParams.set('locale', context.post.locale);
    }
    const answer = await app()
      .inject({
        method,
        // No `Origin` or `Sec-Fetch-Site` is sent (none is taken from the visitor's request): the API's
        // cross-site check passes the server's own call, made for a post the page route checked.
        url: url.pathname + url.search,
        // The visitor's address: the API's rate limits count the visitor, not the server.
        remoteAddress: context?.client ?? '127.0.0.1',
        headers,
        payload,
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
