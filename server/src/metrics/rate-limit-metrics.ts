import { Counter, type Registry } from 'prom-client';

/**
 * `rate_limit_refusals_total{policy}`: the 429s each rate-limit policy gave. Every policy starts at 0,
 * so a first refusal shows as an increase rather than as a new series. Returns what the rate limiter
 * calls on each refusal.
 */
export function rateLimitRefusalCounter(registry: Registry, policies: readonly string[]): (policy: string) => void {
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused (429) by a rate-limit policy.',
    labelNames: ['policy'] as const,
    registers: [registry],
  });
  for (const policy of policies) refusals.inc({ policy }, 0);
  return (policy) => refusals.inc({ policy });
}
