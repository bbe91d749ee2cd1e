import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpClient } from './client.js';
import { apiUrl } from './api.js';
import type { ApiErrorBody } from '../api/index.js';

export type ApiState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'notFound'; readonly message: string }
  | { readonly status: 'error'; readonly message: string };

type Params = Readonly<Record<string, string | number | undefined>>;

const cache = new Map<string, unknown>();

/** An API read a page makes with `useApi`, as its cache key (`apiUrl` with the page's locale). */
export interface ApiRequest {
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * Answers read before the page rendered (by the server, for the first response): `useApi` finds them
 * at once, so the server renders the content and the browser hydrates the same, without fetching.
 */
export function seedApiCache(entries: Readonly<Record<string, unknown>>): void {
  for (const [url, data] of Object.entries(entries)) cache.set(url, data);
}

/** Forgets every answer (the server clears what it seeded for one render). */
export function clearApiCache(): void {
  cache.clear();
}

/** The cache key `useApi` gives a request in `locale`. */
export function apiRequestUrl(request: ApiRequest, locale: string): string {
  return apiUrl(request.path, { locale, ...request.params });
}

function errorMessage(error: unknown): { status: number | undefined; message: string | undefined } {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  const body = response?.data as Partial<ApiErrorBody> | undefined;
  return { status: response?.status, message: body?.error?.message };
}

/**
 * Fetches one API resource in the current language; refetches when the language or parameters
 * change. Answers are cached for the page's lifetime, so going back shows them at once.
 */
export function useApi<T>(path: string | null, params: Params = {}): ApiState<T> & { retry: () => void } {
  const { t, i18n } = useTranslation();
  const url = path === null ? null : apiUrl(path, { locale: i18n.language, ...params });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string | null; value: ApiState<T> }>({
    url,
    value: url && cache.has(url) ? { status: 'ready', data: cache.get(url) as T } : { status: 'loading' },
  });
  const current =
    state.url === url
      ? state.value
      : url && cache.has(url)
        ? { status: 'ready' as const, data: cache.get(url) as T }
        : { status: 'loading' as const };

  useEffect(() => {
    if (!url || cache.has(url)) return;
    const controller = new AbortController();
    httpClient()
      .then((client) => client.get<T>(url, { signal: controller.signal }))
      .then((response) => {
        cache.set(url, response.data);
        setState({ url, value: { status: 'ready', data: response.data } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const { status, message } = errorMessage(error);
        setState({
          url,
          value:
            status === 404
              ? { status: 'notFound', message: message ?? t('errors.dataUnavailable') }
              : { status: 'error', message: message ?? t('data.loadFailed') },
        });
      });
    return () => controller.abort();
  }, [url, attempt, t]);

  const retry = useCallback(() => {
    if (url) cache.delete(url);
    setState({ url, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [url]);

  return { ...current, retry };
}
