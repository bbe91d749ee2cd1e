import { AUTH_MESSAGES, authMessage, LOGIN_LIMITS, type AuthMessage, type LoginBody } from '@ksei/shared/node';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { jakartaClock } from '@ksei/shared/node';
import type { StaffAuth } from '../../domains/auth/index.js';
import {
  startAuthMaintenance,
  type AuthMaintenance,
  type AuthMaintenanceOptions,
} from '../../domains/auth/maintenance.js';
import { createClientKeys, type ClientKeys } from '../../http/client-address.js';
import { ApiError, apiErrorHandler } from '../../http/error-format.js';
import { requestLocale, setBodyLocale, type ApiLocale } from '../../http/locale.js';
import { registerSameOriginGuard, type SameOriginOptions } from '../../http/same-origin.js';
import { bearerToken, requireStaff } from '../../http/staff-guard.js';
import { deviceCookieOf, deviceSetCookie, overHttps } from './device-cookie.js';

export interface AuthApiOptions {
  readonly auth: StaffAuth;
  readonly sameOrigin: SameOriginOptions;
  /** What a client's failures are counted under (its address group, keyed); by default a key of this process's own. */
  readonly clientKeys?: ClientKeys;
  /** Sign-in's clean-up job on this database, from ready until close (`startAuthMaintenance`'s options). */
  readonly upkeep?: Omit<AuthMaintenanceOptions, 'log'>;
}

/**
 * The body's limits as JSON Schema, checked before the handler (and so before any hash is computed):
 * an address or a password over its limit costs nothing but the parse.
 */
const LOGIN_BODY_SCHEMA = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: LOGIN_LIMITS.emailMaxLength },
    password: { type: 'string', minLength: 1, maxLength: LOGIN_LIMITS.passwordMaxLength },
    // Any other value is ignored (the address's locale, else Indonesian), not refused.
    locale: { type: 'string', maxLength: 2 },
  },
} as const;

const LOGIN_RESPONSE = {
  200: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
} as const;
const USER_RESPONSE = {
  200: {
    type: 'object',
    properties: {
      user: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          email: { type: 'string' },
          scope: { type: 'array', items: { type: 'string' } },
        },
        required: ['name', 'email', 'scope'],
      },
    },
    required: ['user'],
  },
} as const;

/** The same sentence in both languages' words, for `ApiError`'s `says`. */
function says(message: AuthMessage, time?: string): Readonly<Record<ApiLocale, string>> {
  return { id: authMessage(message, 'id', time), en: authMessage(message, 'en', time) };
}

interface AjvIssue {
  readonly keyword: string;
  readonly instancePath?: string;
  readonly params?: Record<string, unknown>;
}

/** Each refused field of the body with the contract's message: too long, or missing (absent, empty, not text). */
function fieldErrors(issues: readonly AjvIssue[], locale: ApiLocale): { name: string; message: string }[] | undefined {
  const fields = new Map<string, AuthMessage>();
  for (const issue of issues) {
    const missing = issue.params?.['missingProperty'];
    const name = typeof missing === 'string' ? missing : (issue.instancePath ?? '').replace(/^\//, '');
    if (name === 'email') fields.set(name, issue.keyword === 'maxLength' ? 'emailTooLong' : 'emailRequired');
    else if (name === 'password')
      fields.set(name, issue.keyword === 'maxLength' ? 'passwordTooLong' : 'passwordRequired');
    else return undefined;
  }
  return [...fields].map(([name, message]) => ({ name, message: AUTH_MESSAGES[locale][message] }));
}

/** The body's `locale` (when it is one), for every message answered after it was read. */
function useBodyLocale(request: FastifyRequest): ApiLocale {
  const named = (request.body as { locale?: unknown } | null | undefined)?.locale;
  if (named === 'id' || named === 'en') setBodyLocale(request, named);
  return requestLocale(request);
}

/**
 * `POST /api/auth/login`, `GET /api/auth/user`, `POST /api/auth/logout` (shared/src/api/auth.ts), in a
 * context of their own: the API's error format, `no-store` on every answer (errors included), sign-in
 * refused from other sites and counted against its own rate limit. A session is authorized by the
 * `Authorization` header alone, never by a cookie.
 */
export async function registerAuthApi(app: FastifyInstance, options: AuthApiOptions): Promise<void> {
  const clientKeys = options.clientKeys ?? createClientKeys();
  if (options.upkeep !== undefined) runUpkeep(app, options.upkeep);
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerSameOriginGuard(api, options.sameOrigin);
    registerLoginRoute(api, options, clientKeys);
    registerSessionRoutes(api, options.auth);
  });
}

/** Sign-in's clean-up job, from ready until close: in every process (safe side by side), as the inbox's retention. */
function runUpkeep(app: FastifyInstance, upkeep: NonNullable<AuthApiOptions['upkeep']>): void {
  let maintenance: AuthMaintenance | undefined;
  app.addHook('onReady', async () => {
    maintenance = startAuthMaintenance({ ...upkeep, log: app.log });
  });
  app.addHook('onClose', async () => {
    await maintenance?.stop();
  });
}

/** A body the schema refused: each field's own message where the contract has one, else the framework's error. */
function bodyRefusal(validationError: NonNullable<FastifyRequest['validationError']>, locale: ApiLocale): Error {
  const issues = (validationError as FastifyError).validation as AjvIssue[] | undefined;
  const fields = issues && validationError.validationContext === 'body' ? fieldErrors(issues, locale) : undefined;
  if (fields === undefined) return validationError;
  return new ApiError(400, 'bad_request', fields);
}

function registerLoginRoute(api: FastifyInstance, options: AuthApiOptions, clientKeys: ClientKeys): void {
  api.post(
    '/api/auth/login',
    {
      // Nothing of a sign-in (its address, its body) is logged by the framework; the audit log has what matters.
      logLevel: 'silent',
      config: { rateLimit: 'login', sameOrigin: true },
      bodyLimit: 16 * 1024,
      attachValidation: true,
      schema: { body: LOGIN_BODY_SCHEMA, response: LOGIN_RESPONSE },
    },
    async (request, reply) => {
      const locale = useBodyLocale(request);
      if (request.validationError) throw bodyRefusal(request.validationError, locale);
      const body = request.body as LoginBody;
      if (body.email.trim() === '') {
        throw new ApiError(400, 'bad_request', [{ name: 'email', message: AUTH_MESSAGES[locale].emailRequired }]);
      }
      const result = await options.auth.login({
        email: body.email,
        password: body.password,
        client: request.ip,
        clientKey: await clientKeys.keyFor(request.ip),
        device: deviceCookieOf(request.headers.cookie),
      });
      if (result.ok) {
        reply.header(
          'set-cookie',
          deviceSetCookie(result.device, overHttps(options.sameOrigin.publicOrigin, request.protocol)),
        );
        return { token: result.token };
      }
      if (result.reason === 'invalid') {
        throw new ApiError(401, 'unauthorized', undefined, { message: says('invalidCredentials') });
      }
      // The lockout: when sign-in opens again as `Retry-After`, as `retryAt`, and in words (Jakarta time).
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new ApiError(429, 'too_many_requests', undefined, {
        message: says('locked', jakartaClock(result.retryAt) ?? ''),
        extra: { retryAt: result.retryAt.toISOString() },
      });
    },
  );
}

/** The signed-in member (by the `Authorization` header) and the end of their session. */
function registerSessionRoutes(api: FastifyInstance, auth: StaffAuth): void {
  api.get(
    '/api/auth/user',
    { preHandler: requireStaff(auth.authenticate), schema: { response: USER_RESPONSE } },
    async (request) => ({ user: request.staff }),
  );

  api.post('/api/auth/logout', { bodyLimit: 1024 }, async (request, reply) => {
    const token = bearerToken(request);
    if (token !== undefined) await auth.logout(token, request.ip);
    return reply.code(204).send();
  });
}
