import { createStore } from 'zustand/vanilla';
import { localeFromPath, matchPath, onRouteTableChange } from '../routes/index.js';
import type { Locale, RouteMatch } from '../routes/types.js';

export interface LocationState {
  readonly path: string;
  readonly search: string;
  readonly locale: Locale;
  readonly match: RouteMatch | null;
}

function read(): LocationState {
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return { path, search, locale: localeFromPath(path), match: matchPath(path) };
}

/** The current URL and the manifest page it shows, for code outside any router (shell chrome). */
export const locationStore = createStore<LocationState>(read);

// The store is created before the shell installs the page's route manifest: match again when it does.
onRouteTableChange(() => locationStore.setState(read()));

export function syncLocation(): void {
  const next = read();
  const current = locationStore.getState();
  if (next.path !== current.path || next.search !== current.search) locationStore.setState(next);
}

/**
 * On the server: the address being rendered and the page the server decided it is (handed down, not
 * looked up again), in place of the browser's. Set right before a synchronous render, so concurrent
 * requests never see each other's address.
 */
export function setServerLocation(path: string, search: string, match: RouteMatch | null): void {
  locationStore.setState({ path, search, locale: localeFromPath(path), match });
}
