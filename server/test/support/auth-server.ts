/**
 * A real app with staff sign-in on a real database (PGlite, or PostgreSQL through the engine), a clock
 * the test moves, and staff accounts made the way the command line makes them.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffScope } from '@ksei/shared/node';
import type { Database } from '../../src/db/database.js';
import {
  createStaffAccount,
  createStaffAuth,
  type StaffAuth,
  type StaffAuthOptions,
  type ThrottleLimits,
} from '../../src/domains/auth/index.js';
import type { RateLimitPolicies } from '../../src/http/rate-limit.js';
import type { Engine } from './engines.js';
import { startTestServer, type TestServer } from './fixtures.js';

/** 2026-03-02 10:00 in Jakarta (03:00 UTC). */
export const START = new Date('2026-03-02T03:00:00.000Z');

export interface AuthServer extends TestServer {
  readonly auth: StaffAuth;
  /** Moves the sign-in's clock (sessions, lockouts). */
  advance(ms: number): void;
  setClock(at: Date): void;
}

/** Far above anything a suite sends: the throttle under test is the database's, not the per-second limit. */
export const NO_RATE_LIMIT: RateLimitPolicies = { login: { perSecond: 1e6, burst: 1e6 } };

export async function startAuthServer(
  engine: Engine | undefined,
  options: {
    idleMinutes?: number;
    absoluteHours?: number;
    throttle?: ThrottleLimits;
    rateLimits?: RateLimitPolicies;
    routes?: (app: FastifyInstance, auth: StaffAuth) => void;
    env?: Record<string, string>;
    /** The hashing pool and the device cookies' secret (defaults: the process's pool, a key of its own). */
    auth?: Pick<StaffAuthOptions, 'hashPool' | 'deviceSecret'>;
  } = {},
): Promise<AuthServer> {
  let clock = START;
  const db: Database = await (engine
    ? engine.createMigrated()
    : (await import('./pglite-template.js')).createMigratedTestPglite());
  const auth = createStaffAuth(
    db,
    { idleMinutes: options.idleMinutes ?? 30, absoluteHours: options.absoluteHours ?? 12 },
    { now: () => clock, throttle: options.throttle, ...options.auth },
  );
  const server = await startTestServer({
    database: async () => db,
    env: { FORMS: 'off', ...options.env },
    build: { staffAuth: auth, rateLimits: { policies: options.rateLimits ?? NO_RATE_LIMIT } },
    routes: options.routes ? (app) => options.routes?.(app, auth) : undefined,
  });
  return {
    ...server,
    auth,
    advance: (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
    setClock: (at) => {
      clock = at;
    },
  };
}

export const PASSWORD = 'correct horse battery staple';

export async function addStaff(
  db: Database,
  email: string,
  scope: readonly StaffScope[] = ['reports:read'],
  name = 'Staff Member',
): Promise<void> {
  await createStaffAccount(db, { email, name, password: PASSWORD, scope });
}

export function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, ...extra });
}

export async function tokenFor(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await login(app, { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function auditEvents(
  db: Database,
): Promise<{ event: string; email: string | null; client: string | null }[]> {
  return db.query('select event, email, client from auth_audit order by id');
}
