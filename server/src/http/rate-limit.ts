import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './error-format.js';

/** A token bucket: `burst` requests at once, refilled at `perSecond`. */
export interface RateLimitPolicy {
  readonly perSecond: number;
  readonly burst: number;
}

/**
 * Named policies a route opts into with `config: { rateLimit: '<name>' }`: the costly read endpoints
 * now, every write endpoint (forms) when it comes. Limits are per client address (the proxy's
 * X-Forwarded-For when TRUST_PROXY names the proxy), so one flood cannot starve everybody else.
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
  // Staff sign-in: ten at once, then one every two seconds per address; the database's lockout counts failures.
  login: { perSecond: 0.5, burst: 10 },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit policy this route counts against. */
    rateLimit?: string;
  }
}

interface Bucket {
  tokens: number;
  updatedAt: number;
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
  /** Clients remembered at once; the least recently seen is forgotten first (memory stays bounded). */
  readonly maxClients?: number;
  readonly now?: () => number;
}

/** Takes one token for `key`; answers how many seconds until one is free when none is left. */
export function createRateLimiter(options: RateLimiterOptions = {}) {
  // A test's policies replace the defaults of the same name; the others keep theirs.
  const policies = { ...DEFAULT_RATE_LIMITS, ...options.policies };
  const maxClients = options.maxClients ?? 100_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();

  return {
    /** `null` when allowed, else the whole seconds to wait (≥ 1). */
    take(policyName: string, client: string): number | null {
      const policy = policies[policyName];
      if (!policy) throw new Error(`unknown rate-limit policy ${policyName}`);
      const key = `${policyName} ${client}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: policy.burst, updatedAt: time };
      buckets.delete(key);
      bucket.tokens = Math.min(policy.burst, bucket.tokens + ((time - bucket.updatedAt) / 1000) * policy.perSecond);
      bucket.updatedAt = time;
      buckets.set(key, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return null;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / policy.perSecond));
    },
    get size(): number {
      return buckets.size;
    },
  };
}

/**
 * Counts every request to a route that names a policy, before validation or any database work; an
 * exhausted bucket answers 429 with `Retry-After` in the API's localized error shape, after holding
 * the request for `holdMs` (a held request costs a timer, not CPU).
 */
export function registerRateLimits(app: FastifyInstance, options: RateLimiterOptions = {}): void {
  const limiter = createRateLimiter(options);
  const holdMs = options.holdMs ?? 1000;
  const maxHeld = options.maxHeld ?? 5000;
  let held = 0;
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const policy = request.routeOptions.config.rateLimit;
    if (policy === undefined) return;
    const wait = limiter.take(policy, request.ip);
    if (wait === null) return;
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
