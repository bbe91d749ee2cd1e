/** A token bucket: `burst` requests at once, refilled at `perSecond`. */
export interface RateLimitPolicy {
  readonly perSecond: number;
  readonly burst: number;
}

/** One take: whether a token was taken, and what the bucket holds after it. */
export interface TakeResult {
  readonly allowed: boolean;
  readonly tokens: number;
}

/**
 * Where the buckets live. `take` refills `client`'s bucket for the named policy by the time passed
 * since its last take (up to `burst`) and takes one token if a whole one is there, as one step: two
 * takes of the same bucket never both see the same token. `client` is the client's keyed hash
 * (`ClientKeys.keyFor`), never its address.
 */
export interface RateLimitStore {
  /** `memory`: this process alone; `postgres`: every server on the same database. */
  readonly kind: 'memory' | 'postgres';
  take(name: string, policy: RateLimitPolicy, client: string): Promise<TakeResult>;
  /** Stops the store's upkeep (a shared store's sweep); the buckets stay. */
  close(): Promise<void>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Buckets in this process's memory: exact when one process serves the data (the embedded database,
 * whose data folder one process holds), per process otherwise. The least recently seen client is
 * forgotten first past `maxClients`, so memory stays bounded.
 */
export function createMemoryRateLimitStore(
  options: { readonly maxClients?: number; readonly now?: () => number } = {},
): RateLimitStore & { readonly size: number } {
  const maxClients = options.maxClients ?? 100_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();
  return {
    kind: 'memory',
    // Synchronous inside: nothing can run between the refill and the take.
    async take(name, policy, client) {
      const key = `${name} ${client}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: policy.burst, updatedAt: time };
      buckets.delete(key);
      const elapsed = Math.max(0, time - bucket.updatedAt);
      bucket.tokens = Math.min(policy.burst, bucket.tokens + (elapsed / 1000) * policy.perSecond);
      bucket.updatedAt = Math.max(bucket.updatedAt, time);
      buckets.set(key, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens < 1) return { allowed: false, tokens: bucket.tokens };
      bucket.tokens -= 1;
      return { allowed: true, tokens: bucket.tokens };
    },
    async close() {},
    get size(): number {
      return buckets.size;
    },
  };
}
