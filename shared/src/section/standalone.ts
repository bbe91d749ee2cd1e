import {
  buildPath,
  localeFromPath,
  navigate,
  setLocale,
  setRouteTable,
  syncLocation,
  type BundleRoutes,
  type PageDefinition,
  type RouteTable,
} from '@ksei/shared';
import type { SectionLifecycles, SectionProps } from '@ksei/shared';
import { replaceBundles } from '@ksei/shared/compose';

/**
 * The manifest the harness routes with: the running site's (`/routes.json`, through the dev server's
 * proxy) with this section's pages taken from the working copy, so a page being added works before
 * it is released. Without a site to ask, the section's own pages alone.
 */
async function harnessRoutes(own: BundleRoutes): Promise<RouteTable> {
  let live: PageDefinition[] = [];
  try {
    const response = await fetch('/routes.json', { headers: { Accept: 'application/json' } });
    if (response.ok) live = ((await response.json()) as { pages?: PageDefinition[] }).pages ?? [];
  } catch {
    // No site running behind the proxy: the section's own pages are enough to work on it.
  }
  const { table, problems } = replaceBundles(live, [own]);
  for (const problem of problems) console.warn(`[harness] route manifest: ${problem}`);
  return table;
}

/**
 * Standalone dev harness: mounts one section without the shell (`npm start -w mf-about`), keeping the
 * shared location store and language in step with the URL as the shell would.
 */
export async function runStandalone(routes: BundleRoutes, lifecycles: SectionLifecycles): Promise<void> {
  const element = document.getElementById('section-harness');
  if (!element) throw new Error('#section-harness is missing from the harness page');
  if (routes.owner === 'shell') throw new Error('the shell has no standalone harness');
  setRouteTable(await harnessRoutes(routes));
  const first = routes.pages.find((page) => !page.paths.id.includes(':'));
  if (window.location.pathname === '/' && first) navigate(buildPath(first.id, 'id'), { replace: true });
  const follow = (): void => {
    syncLocation();
    setLocale(localeFromPath(window.location.pathname));
    document.documentElement.lang = localeFromPath(window.location.pathname);
  };
  window.addEventListener('popstate', follow);
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  follow();
  const name = routes.owner;
  const props: SectionProps = { name, domElement: element, domElementGetter: () => element };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
