import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Dev servers an integration tester may point one remote at (DESIGN §5). */
const LOCAL_DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function contentSecurityPolicy(allowLocalDevServers: boolean): string {
  const dev = allowLocalDevServers ? LOCAL_DEV_SOURCES : [];
  const directives: Readonly<Record<string, readonly string[]>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev],
    'style-src': ["'self'", ...dev],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...dev],
    // The reCAPTCHA v2 widget renders in a frame.
    'frame-src': ['https://www.google.com', 'https://www.recaptcha.net'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const STRICT_POLICY = contentSecurityPolicy(false);
const LOCAL_DEV_POLICY = contentSecurityPolicy(true);

const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

function isLocalRequest(request: FastifyRequest): boolean {
  return LOCAL_HOSTS.has(request.hostname.toLowerCase());
}

/** Security headers on every response, whatever route (or 404 handler) produced it. */
export function registerSecurityHeaders(app: FastifyInstance, options: { allowRemoteOverrides: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const local = options.allowRemoteOverrides || isLocalRequest(request);
    reply.header('content-security-policy', local ? LOCAL_DEV_POLICY : STRICT_POLICY);
    reply.headers(FIXED_HEADERS);
    return payload;
  });
}
