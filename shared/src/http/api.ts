import type { ApiErrorBody } from '../api/index.js';
import { i18n } from '../i18n/instance.js';
import type { Locale } from '../routes/types.js';
import { HttpError, httpClient } from './client.js';

export type ApiFieldError = NonNullable<ApiErrorBody['error']['fields']>[number];

type Params = Readonly<Record<string, string | number | undefined>>;

/** `/api/x?locale=id&page=2`: parameters sorted, empty ones dropped, so equal requests share a cache key. */
export function apiUrl(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A failed API read, as a page shows it: the status (404 = the item does not exist; 0 = no answer)
 * and a message in the page's language (the API's own, or ours when it gave none). Plain data, so a
 * server render can embed it in the page and the browser rebuild it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 400: which parameters were wrong, each with its own message (shown beside its field). */
    readonly fields: readonly ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'status' in value);
}

/**
 * Reads one API resource in a page's language with the shared client (axios): what a page's data
 * loader calls, in the browser and on the server alike. Failures become an `ApiError`; a cancelled
 * read (the visitor moved on) rejects with the abort reason.
 */
export async function fetchApi<T>(
  path: string,
  params: Params & { readonly locale: Locale },
  options: { readonly signal?: AbortSignal } = {},
): Promise<T> {
  const url = apiUrl(path, params);
  try {
    const response = await (await httpClient()).get<T>(url, { signal: options.signal });
    return response.data;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof HttpError) {
      const body = error.response.data as Partial<ApiErrorBody> | undefined;
      const status = error.response.status;
      const fallback = status === 404 ? 'errors.dataUnavailable' : 'data.loadFailed';
      const message = body?.error?.message ?? i18n.t(fallback, { lng: params.locale });
      throw new ApiError(status, message, body?.error?.fields ?? []);
    }
    throw new ApiError(0, i18n.t('data.loadFailed', { lng: params.locale }));
  }
}

/** The message the API gave for one parameter of a refused request, if it named that parameter. */
export function fieldError(error: unknown, name: string): string | undefined {
  return isApiError(error) ? error.fields.find((field) => field.name === name)?.message : undefined;
}
