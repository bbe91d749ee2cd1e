import type { AxiosAdapter, AxiosInstance, AxiosResponse } from 'axios';
import { progress } from '../stores/progress.js';

/** On the server there is no page to read the base URL from: the server says where its API is. */
let serverBaseUrl: string | undefined;
let serverAdapter: AxiosAdapter | undefined;

/**
 * The server's configuration of the one client: its own API's base URL and, optionally, an axios
 * adapter that answers without a network round trip (the server's in-process request injection).
 */
export function configureServerHttp(options: { readonly baseURL: string; readonly adapter?: AxiosAdapter }): void {
  serverBaseUrl = options.baseURL;
  serverAdapter = options.adapter;
}

/** Base URL from runtime configuration (a meta tag the server writes), defaulting to `/`. */
export function apiBaseUrl(): string {
  if (serverBaseUrl !== undefined) return serverBaseUrl;
  if (typeof document === 'undefined') return '/';
  return document.querySelector<HTMLMetaElement>('meta[name="ksei-api-base"]')?.content || '/';
}

export interface HttpResponse<T> {
  readonly status: number;
  readonly data: T;
}

/** A non-2xx answer, with the parsed body (the API's error format) for the caller to show. */
export class HttpError extends Error {
  constructor(readonly response: HttpResponse<unknown>) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpError';
  }
}

interface RequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** `blob` for a file read with the session's header (a staff download); JSON otherwise. */
  readonly responseType?: 'blob';
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

/** Where the `Authorization` header comes from: the auth store registers itself (no import cycle). */
let authorization: () => string | null = () => null;
export function setAuthorizationSource(source: () => string | null): void {
  authorization = source;
}

/**
 * The one configured axios instance: base URL from runtime configuration, the Accept header, the
 * auth store's Bearer token, and every failed request (not a cancelled one) reported to the loading
 * bar. Non-2xx answers become an HttpError carrying the parsed body.
 */
export function configureAxios(api: AxiosInstance, isCancel: (error: unknown) => boolean): AxiosInstance {
  api.defaults.headers.common.Accept = 'application/json, text/plain, */*';
  api.interceptors.request.use((config) => {
    config.baseURL = apiBaseUrl();
    if (serverAdapter) config.adapter = serverAdapter;
    const token = authorization();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
    return config;
  });
  api.interceptors.response.use(undefined, (error: unknown) => {
    if (isCancel(error)) return Promise.reject(error);
    // On the server there is no loading bar: a failed read shows in the page it renders.
    if (serverBaseUrl === undefined) progress.fail();
    const response = (error as { response?: AxiosResponse }).response;
    return Promise.reject(response ? new HttpError({ status: response.status, data: response.data }) : error);
  });
  return api;
}

/**
 * axios is loaded on the first request, not with the page: pages that show no data (and the first
 * paint of those that do) do not wait for its 14 KB; a shared singleton, so one copy per page.
 */
let instance: Promise<AxiosInstance> | undefined;
function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => configureAxios(axios.create(), axios.isCancel));
  return instance;
}

/**
 * Starts fetching axios without waiting for it: a section that must read its page's data (no server
 * data to hydrate from) calls it as it mounts, so the chunk arrives alongside the page's module.
 */
export function warmUpHttpClient(): void {
  void axiosInstance();
}

const unwrap = <T>(response: AxiosResponse<T>): HttpResponse<T> => ({ status: response.status, data: response.data });

const client: HttpClient = {
  get: async <T>(url: string, options: RequestOptions = {}) =>
    unwrap(
      await (
        await axiosInstance()
      ).get<T>(url, {
        headers: options.headers,
        signal: options.signal,
        ...(options.responseType ? { responseType: options.responseType } : {}),
      }),
    ),
  post: async <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    unwrap(await (await axiosInstance()).post<T>(url, body, { headers: options.headers, signal: options.signal })),
  put: async <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    unwrap(await (await axiosInstance()).put<T>(url, body, { headers: options.headers, signal: options.signal })),
};

/** The shared HTTP client (axios underneath). */
export function httpClient(): Promise<HttpClient> {
  return Promise.resolve(client);
}

/** The auth store's view of the HTTP client. */
export const authHttp = {
  post: (url: string, body?: unknown, headers?: Record<string, string>) => client.post(url, body, { headers }),
  get: (url: string, headers?: Record<string, string>) => client.get(url, { headers }),
};
