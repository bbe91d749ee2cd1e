import { Counter, Gauge, type Registry } from 'prom-client';
import type { HashLane, HashPool } from '../domains/hashing/pool.js';

const LANES: readonly HashLane[] = ['public', 'reserved'];

/**
 * The slow-hash line (receipts' scrypt, passwords' Argon2id on threads of their own), read from the
 * pool when scraped: `slow_hash_in_flight{lane}` (running or waiting for a thread), `slow_hash_limit{lane}`
 * (past it a hash is refused, the form or sign-in answering 503), `slow_hash_refusals_total{lane}`.
 * `lane` is `public`, or `reserved` for a trusted device's sign-in. The pool is the process's, shared
 * by every app in it; `pool` is asked at each scrape.
 */
export function registerSlowHashMetrics(registry: Registry, pool: () => HashPool): void {
  new Gauge({
    name: 'slow_hash_in_flight',
    help: 'Slow hashes accepted and not finished (running on a hashing thread or waiting for one), by lane.',
    labelNames: ['lane'] as const,
    registers: [registry],
    collect() {
      const now = pool();
      this.set({ lane: 'public' }, now.inFlight);
      this.set({ lane: 'reserved' }, now.reservedInFlight);
    },
  });
  new Gauge({
    name: 'slow_hash_limit',
    help: 'Slow hashes a lane takes at once (threads and queue); one more is refused.',
    labelNames: ['lane'] as const,
    registers: [registry],
    collect() {
      const { options } = pool();
      this.set({ lane: 'public' }, options.threads + options.maxQueue);
      this.set({ lane: 'reserved' }, options.reserved);
    },
  });
  // The pool counts; the counter follows it by the difference since the last scrape.
  const told: Record<HashLane, number> = { public: 0, reserved: 0 };
  new Counter({
    name: 'slow_hash_refusals_total',
    help: 'Slow hashes refused because their lane was full, by lane.',
    labelNames: ['lane'] as const,
    registers: [registry],
    collect() {
      const { refused } = pool();
      for (const lane of LANES) {
        this.inc({ lane }, Math.max(0, refused[lane] - told[lane]));
        told[lane] = refused[lane];
      }
    },
  });
}
