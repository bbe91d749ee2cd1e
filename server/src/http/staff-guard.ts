import { AUTH_MESSAGES, hasScope, type StaffUser } from '@ksei/shared/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from './error-format.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff` on the routes it guards. */
    staff?: StaffUser;
  }
}

/** The session lookup of `domains/auth` (token without `Bearer `; null when there is no valid session). */
export type Authenticate = (token: string) => Promise<StaffUser | null>;

/**
 * The token of `Authorization: Bearer <token>`, or undefined. Only this header ever authorizes a call:
 * the cookie a browser keeps the token in (as the original site did) is sent with every request,
 * including a forged cross-site one, so it is never read here.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}

const says = (message: 'sessionExpired' | 'missingScope') => ({
  message: { id: AUTH_MESSAGES.id[message], en: AUTH_MESSAGES.en[message] },
});

/**
 * A preHandler for a staff-only route: its answer is `no-store` whatever happens; no token is 401
 * `unauthorized`, a token without a valid session 401 with "your session has ended", a staff member
 * without `scope` (the browser's check, `hasScope`: list membership or a truthy map key) 403 `forbidden`. Sets `request.staff`. Registered outside the public API's context,
 * such a route never meets the response cache; and a request carrying `Authorization` is never taken
 * from it or kept in it anywhere (`http/response-cache.ts`).
 */
export function requireStaff(authenticate: Authenticate, scope?: string): preHandlerAsyncHookHandler {
  return async function staffGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (token === undefined) throw new ApiError(401, 'unauthorized');
    const user = await authenticate(token);
    if (user === null) throw new ApiError(401, 'unauthorized', undefined, says('sessionExpired'));
    if (scope !== undefined && !hasScope(user, scope)) {
      throw new ApiError(403, 'forbidden', undefined, says('missingScope'));
    }
    request.staff = user;
  };
}
