import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaCspSources } from './captcha-csp.js';

/** Dev servers an integration tester may point one section at, when overrides are on. */
const LOCAL_DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The page's policy. `captcha`: the provider's sources, on pages that carry a form only; every other
 * page admits no frame and no script from elsewhere.
 */
function contentSecurityPolicy(allowLocalDevServers: boolean, captcha?: CaptchaCspSources): string {
  const dev = allowLocalDevServers ? LOCAL_DEV_SOURCES : [];
  const directives: Readonly<Record<string, readonly string[]>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev, ...(captcha?.script ?? [])],
    'style-src': ["'self'", ...dev],
    ...(captcha?.styleAttributes ? { 'style-src-attr': ["'unsafe-inline'"] } : {}),
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...dev, ...(captcha?.connect ?? [])],
    // The widget renders in the provider's frame; without JavaScript, its fallback frame is reached
    // through this site's own redirect (CAPTCHA_FALLBACK_ROUTE).
    'frame-src': captcha ? ["'self'", ...captcha.frame] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Answers that show a page carrying a form: their policy admits the captcha provider. */
const formPages = new WeakSet<FastifyRequest>();

/** This answer is a page with a form (its manifest declaration says `form: true`): the CSP admits the captcha. */
export function admitCaptcha(reply: FastifyReply): void {
  formPages.add(reply.request);
}

const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Released section files are fetched by the federation runtime, possibly from another origin (a tester's). */
function resourcePolicy(request: FastifyRequest): string {
  return request.url.startsWith('/remotes/') ? 'cross-origin' : 'same-origin';
}

export interface SecurityHeaderOptions {
  /** Testers' overrides: the CSP admits local dev servers. Configuration only, never the Host header. */
  readonly allowRemoteOverrides: boolean;
  /** Strict-Transport-Security max-age (s) on HTTPS requests; 0 → none. */
  readonly hstsMaxAge: number;
  /** The captcha provider's sources, admitted on pages that carry a form ({@link admitCaptcha}). */
  readonly captcha?: CaptchaCspSources;
}

/** Sets the security headers on one answer. */
export type SecurityHeaderSetter = (request: FastifyRequest, reply: FastifyReply) => void;

export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaderSetter {
  const policy = contentSecurityPolicy(options.allowRemoteOverrides);
  const formPolicy = options.captcha ? contentSecurityPolicy(options.allowRemoteOverrides, options.captcha) : policy;
  const hsts = options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}; includeSubDomains` : null;
  return (request, reply) => {
    reply.header('content-security-policy', formPages.has(request) ? formPolicy : policy);
    reply.headers(FIXED_HEADERS);
    reply.header('cross-origin-resource-policy', resourcePolicy(request));
    // Browsers ignore HSTS over plain HTTP; behind a TLS proxy `protocol` comes from X-Forwarded-Proto
    // when TRUST_PROXY names that proxy.
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
  };
}

/**
 * Security headers on every response, whatever route (or 404 handler) produced it. The router's own
 * errors (a malformed URL) are answered before any hook runs: their handler uses `createSecurityHeaders`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const setHeaders = createSecurityHeaders(options);
  app.addHook('onSend', async (request, reply, payload) => {
    setHeaders(request, reply);
    return payload;
  });
}
