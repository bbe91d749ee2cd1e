import { addErrorHandler, start } from 'single-spa';
import { trackOnlineStatus } from '@ksei/shared';
import { applyOverrides, fetchRegistry, overriddenRemotes, writeOverrideCookie } from './federation/registry.js';
import { overrideStore } from './federation/override-store.js';
import { applyOverrideRoutes } from './federation/override-routes.js';
import { registerSections } from './federation/load-section.js';
import { enableSectionPrefetch } from './federation/prefetch-section.js';
import { openDetailsWhilePrinting } from './chrome/print.js';
import { renderChrome } from './app/render.js';
import { followLocation } from './routing/navigation.js';
import { wireProgressToRouting } from './routing/progress.js';
import { registerSectionApplications } from './routing/sections.js';
import { showErrorPage, showServerError } from './routing/error-state.js';
import { wireAuth } from './routing/auth-guard.js';
import { installRouteTable } from './routing/route-table.js';
import { settleQuery } from './routing/canonical-query.js';
import { markReady } from './routing/ready.js';
import { yieldToBrowser } from './routing/yield.js';

function serverAllowsOverrides(): boolean {
  return document.querySelector<HTMLMetaElement>('meta[name="ksei-remote-overrides"]')?.content === 'on';
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Boot order: install the route manifest, settle the URL (its query, then the navigation steps), draw the chrome (header, footer, shell pages need no remote), then
 * register the sections from the registry and let single-spa mount the one the URL asks for. The steps
 * yield to the browser in between (each is its own task, none long).
 */
export async function boot(): Promise<void> {
  await installRouteTable();
  settleQuery();
  followLocation();
  showServerError();
  // single-spa re-fires popstate after pushState, so this also runs after in-site navigation.
  window.addEventListener('popstate', followLocation);
  trackOnlineStatus();
  openDetailsWhilePrinting();
  await yieldToBrowser();
  renderChrome();
  wireAuth();
  wireProgressToRouting();
  registerSectionApplications();
  addErrorHandler((error) => showErrorPage(error));
  await yieldToBrowser();
  try {
    const registry = await fetchRegistry();
    const composed = applyOverrides(registry, localStorageOrUndefined(), serverAllowsOverrides());
    const overridden = overriddenRemotes(composed);
    overrideStore.setState({ active: overridden });
    // The server reads it to stop preloading the released files of an overridden section.
    writeOverrideCookie(overridden.map((remote) => remote.name));
    // The tester's build may declare pages the server does not know yet: settle the URL again.
    if (await applyOverrideRoutes(overridden)) followLocation();
    registerSections(composed.remotes);
    enableSectionPrefetch();
  } catch (error) {
    // Without the registry every section shows its own error; the chrome and shell pages still work.
    console.warn('[shell] remote registry unavailable', error instanceof Error ? error.message : error);
  }
  // The page is interactive once the chrome has hydrated and single-spa has settled the first route
  // (the section mounted, hydrating the server's HTML, or shown its error): `<html data-ready>`.
  window.addEventListener('single-spa:routing-event', () => markReady('routes'), { once: true });
  start({ urlRerouteOnly: true });
}
