import { secureAttribute } from '@ksei/shared/node';
import { DEVICE_LIFETIME_MS } from '../../domains/auth/devices.js';

/** The trusted-device cookie: sent back with sign-ins only (its path), never readable by scripts. */
export const DEVICE_COOKIE = 'ksei_device';
const DEVICE_COOKIE_PATH = '/api/auth';

/** The device cookie's value as sent (undefined when absent); checking it is the domain's job. */
export function deviceCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === DEVICE_COOKIE) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Whether the answer reaches the browser over HTTPS: the site's public origin is https (TLS ends at a
 * proxy in front), or this request came over TLS or through a trusted proxy saying so.
 */
export function overHttps(publicOrigin: string, requestProtocol: string): boolean {
  return publicOrigin.startsWith('https:') || requestProtocol === 'https';
}

/**
 * `Set-Cookie` for a device cookie's new value: HttpOnly, SameSite=Strict (no other site's page can
 * make the browser send it), Secure over HTTPS as the other auth cookies, kept for the device's lifetime.
 */
export function deviceSetCookie(value: string, https: boolean): string {
  const maxAge = Math.floor(DEVICE_LIFETIME_MS / 1000);
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secureAttribute(https)}`;
}
