import { loadDomesticMap } from './registry.js';

/**
 * A first view of the domestic map hydrates server HTML without running the page's loader, so the map's
 * chunk must be there before the page renders: loaded with the page's module when the address is the
 * map's (in the browser; the server runs the loader, which loads it).
 */
export async function prepareChartPage(): Promise<void> {
  if (typeof window === 'undefined') return;
  if (/\/grafik\/domestic-map\/?$/.test(window.location.pathname)) await loadDomesticMap();
}
