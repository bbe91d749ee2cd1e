import type { AxiosInstance } from 'axios';
import { progress } from '../stores/progress.js';

/** Base URL from runtime configuration (a meta tag the server writes), defaulting to `/` (SPEC §7). */
export function apiBaseUrl(): string {
  if (typeof document === 'undefined') return '/';
  return document.querySelector<HTMLMetaElement>('meta[name="ksei-api-base"]')?.content || '/';
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The shared HTTP client. axios is loaded on first use, so pages that fetch nothing never download it.
 * Failed requests are reported to the loading bar (SPEC §8).
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: apiBaseUrl(),
      headers: { Accept: 'application/json, text/plain, */*' },
    });
    instance.interceptors.response.use(undefined, (error: unknown) => {
      progress.fail();
      return Promise.reject(error);
    });
    return instance;
  });
  return client;
}

/** The auth store's view of the HTTP client. */
export const authHttp = {
  async post(url: string, body?: unknown, headers?: Record<string, string>) {
    return (await httpClient()).post(url, body, { headers });
  },
  async get(url: string, headers?: Record<string, string>) {
    return (await httpClient()).get(url, { headers });
  },
};
