const pending = new Set<'chrome' | 'routes'>(['chrome', 'routes']);

/**
 * Marks `<html data-ready="true">` once the chrome has hydrated and the first route has settled: before
 * that, a server-rendered control is visible but does nothing yet (monitoring and tests wait for it).
 */
export function markReady(part: 'chrome' | 'routes'): void {
  pending.delete(part);
  if (pending.size === 0) document.documentElement.dataset.ready = 'true';
}
