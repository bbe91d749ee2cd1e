import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { E2E_DIR, E2E_PORT } from './env';

export interface StaffCredentials {
  readonly email: string;
  readonly name: string;
  readonly password: string;
}

/** The run's staff accounts by role. */
export interface StaffAccounts {
  readonly admin: StaffCredentials;
  readonly reader: StaffCredentials;
  readonly author: StaffCredentials;
  readonly publisher: StaffCredentials;
}

/**
 * The run's staff accounts, written by `serve.mjs` with passwords drawn for this run: `admin` holds
 * every scope (the first account, from the configuration), `reader` only `messages:read`, `author` the
 * edit scopes of the publication, regulations and careers sections, `publisher` their edit and publish
 * scopes.
 */
export function staffAccounts(): StaffAccounts {
  return JSON.parse(fs.readFileSync(path.join(E2E_DIR, 'staff.json'), 'utf8')) as StaffAccounts;
}

/** Signs in through the API and answers the session's token. */
export async function apiToken(request: APIRequestContext, account: StaffCredentials): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  if (response.status() !== 200) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The spec's storage name of the token (prefix `auth.`, token prefix `_token.`, strategy `local`). */
export const TOKEN_KEY = 'auth._token.local';

/**
 * Gives a browser a session the way the auth store keeps one (`Bearer …` in the cookie with path /;
 * the store reads the cookie when local storage has nothing), for specs about what a signed-in page
 * shows rather than the sign-in itself.
 */
export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  account: StaffCredentials,
): Promise<string> {
  const token = await apiToken(request, account);
  const url = `http://127.0.0.1:${E2E_PORT}`;
  await context.addCookies([
    { name: TOKEN_KEY, value: encodeURIComponent(`Bearer ${token}`), url },
    { name: 'auth.strategy', value: 'local', url },
  ]);
  return token;
}
