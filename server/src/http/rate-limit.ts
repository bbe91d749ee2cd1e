import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { createClientKeys, type ClientKeys } from './client-address.js';
import { ApiError } from './error-format.js';
import { createPostgresRateLimitStore } from './rate-limit-store-postgres.js';
import { createMemoryRateLimitStore, type RateLimitPolicy, type RateLimitStore } from './rate-limit-store.js';

export type { RateLimitPolicy, RateLimitStore } from './rate-limit-store.js';

/**
 * Named policies a route opts into with `config: { rateLimit: '<name>' }`: the costly read endpoints
 * now, every write endpoint (forms) when it comes. Limits are per client (the address, the proxy's
 * X-Forwarded-For when TRUST_PROXY names the proxy; an IPv6 client is its /64), so one flood cannot
 * starve everybody else. Buckets are stored under the client's keyed hash, never its address.
 */
export type RateLimitPolicies = Readonly<Record<string, RateLimitPolicy>>;

/**
 * Typing in the search box asks for suggestions at most every debounce interval (a few a second);
 * a results page is one request per search. Offices behind one address share a bucket, hence the room.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicies = {
  suggest: { perSecond: 20, burst: 40 },
  search: { perSecond: 10, burst: 20 },
  write: { perSecond: 0.2, burst: 5 },
  // Receipt lookups (the whistleblowing follow-up): five, then one a minute, whatever they find.
  receipt: { perSecond: 1 / 60, burst: 5 },
  // A form posted to its page without JavaScript: a visitor's few sends, not a flood of bodies to parse.
  pagepost: { perSecond: 1, burst: 20 },
  // Staff sign-in: ten at once, then one every two seconds per address; the database's lockout counts failures.
  login: { perSecond: 0.5, burst: 10 },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit policy this route counts against. */
    rateLimit?: string;
  }
}

export interface RateLimiterOptions {
  readonly policies?: RateLimitPolicies;
  /**
   * How long a refused request is held before its 429 goes out (ms). A flood then advances only as
   * fast as its own connections come back, instead of keeping the event loop busy answering 429s
   * (measured: page HTML p50 47× idle during a one-client flood without it).
   */
  readonly holdMs?: number;
  /** Refusals held at once; past that they are answered at once and the connection is closed. */
  readonly maxHeld?: number;
  /** Clients remembered at once in memory; the least recently seen is forgotten first (memory stays bounded). */
  readonly maxClients?: number;
  /** A test's clock (ms). */
  readonly now?: () => number;
  /**
   * PostgreSQL shared by several servers: the buckets live there, so one client's limit holds across
   * them. Unset: this process's memory (exact with the embedded database, which one process holds).
   */
  readonly sharedDatabase?: Queryable;
  /**
   * What a client's buckets are stored under (shared by every server on one database so one client
   * is one bucket across them). Unset: keys of this process's own.
   */
  readonly clientKeys?: ClientKeys;
  /** The buckets' store itself (tests); wins over `sharedDatabase`. */
  readonly store?: RateLimitStore;
  /** Said when the shared store fails (at most once a minute) and when its sweep fails. */
  readonly warn?: (error: unknown, message: string) => void;
  /** Told each refusal with its policy's name, as it is decided (the metrics count them). */
  readonly onRefused?: (policy: string) => void;
}

/** How often a failing shared store is logged again while it keeps failing. */
const STORE_WARNING_INTERVAL_MS = 60_000;

/**
 * Takes one token of a client's bucket; answers how many seconds until one is free when none is left.
 * When the shared store fails (the database is unreachable or overloaded), the request is counted in
 * this process's memory instead, with a warning: each server then limits alone (the limits multiply by
 * the number of servers) until the store answers again. Refusing every request instead would turn a
 * database hiccup into an outage of pages that need no database, and letting every request through
 * would leave a flood unchecked while the database is the thing struggling.
 */
export function createRateLimiter(options: RateLimiterOptions = {}) {
  // A test's policies replace the defaults of the same name; the others keep theirs.
  const policies = { ...DEFAULT_RATE_LIMITS, ...options.policies };
  const local = createMemoryRateLimitStore({ maxClients: options.maxClients, now: options.now });
  const store =
    options.store ??
    (options.sharedDatabase
      ? createPostgresRateLimitStore(options.sharedDatabase, {
          now: options.now,
          onSweepError: (error) => options.warn?.(error, 'rate limits: sweeping expired buckets failed'),
        })
      : local);
  let warnedAt = -Infinity;

  return {
    store,
    /** `null` when allowed, else the whole seconds to wait (≥ 1). */
    async take(policyName: string, client: string): Promise<number | null> {
      const policy = policies[policyName];
      if (!policy) throw new Error(`unknown rate-limit policy ${policyName}`);
      let result;
      try {
        result = await store.take(policyName, policy, client);
      } catch (error) {
        if (store === local) throw error;
        if (Date.now() - warnedAt >= STORE_WARNING_INTERVAL_MS) {
          warnedAt = Date.now();
          options.warn?.(error, 'rate limits: the shared store failed; counting in this process until it answers');
        }
        result = await local.take(policyName, policy, client);
      }
      if (result.allowed) return null;
      return Math.max(1, Math.ceil((1 - result.tokens) / policy.perSecond));
    },
    close: () => store.close(),
  };
}

/**
 * Counts every request to a route that names a policy, before validation or other database work; an
 * exhausted bucket answers 429 with `Retry-After` in the API's localized error shape, after holding
 * the request for `holdMs` (a held request costs a timer, not CPU).
 */
export function registerRateLimits(app: FastifyInstance, options: RateLimiterOptions = {}): void {
  const limiter = createRateLimiter({ warn: (error, message) => app.log.warn({ err: error }, message), ...options });
  app.addHook('onClose', () => limiter.close());
  const holdMs = options.holdMs ?? 1000;
  const maxHeld = options.maxHeld ?? 5000;
  const clientKeys = options.clientKeys ?? createClientKeys();
  let held = 0;
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const policy = request.routeOptions.config.rateLimit;
    if (policy === undefined) return;
    const wait = await limiter.take(policy, await clientKeys.keyFor(request.ip));
    if (wait === null) return;
    options.onRefused?.(policy);
    reply.header('retry-after', String(wait));
    if (held < maxHeld) {
      held += 1;
      try {
        await delay(Math.min(holdMs, wait * 1000));
      } finally {
        held -= 1;
      }
    } else {
      reply.header('connection', 'close');
    }
    throw new ApiError(429, 'too_many_requests');
  });
}
