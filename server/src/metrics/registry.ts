import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The metrics of one app, in a registry of its own rather than prom-client's global one: several apps
 * in one process (the tests, a test cluster) each count their own requests, and nothing collides.
 * With the process's own figures (CPU, memory, heap, event-loop delay, open handles), under their
 * usual names (`process_*`, `nodejs_*`).
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
