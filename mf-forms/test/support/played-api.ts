import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { configureServerHttp } from '@ksei/shared';

export interface Call {
  readonly url: string;
  readonly data: unknown;
}

/** What the section sent to the played API since the last `apiAnswers` reset. */
export const calls: Call[] = [];

/**
 * The API as an axios adapter plays it, the section's outside boundary: one status and body for every
 * request (the real API answers these in server/test and e2e).
 */
export function apiAnswers(status: number, body: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ url: config.url ?? '', data: config.data });
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (status < 400) return response;
    throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  configureServerHttp({ baseURL: 'http://server.internal/', adapter });
}

/** Before each test: no calls yet, and a 500 for a test that should not reach the API at all. */
export function resetPlayedApi(): void {
  calls.length = 0;
  apiAnswers(500, {});
}
