import { registerApplication } from 'single-spa';
import { REMOTES, matchPath } from '@ksei/shared';
import { sectionApplication } from '../federation/section-app.js';
import { errorStore } from './error-state.js';
import { mayShow } from './auth-state.js';

import { OUTLET_ID } from './outlet.js';

export { OUTLET_ID };

function outlet(): HTMLElement {
  const element = document.getElementById(OUTLET_ID);
  if (!element) throw new Error(`#${OUTLET_ID} is missing: the default layout renders it`);
  return element;
}

/**
 * One single-spa application per section, active exactly on the pages the manifest gives it, unless
 * the page is showing the error page instead (the server refused the request) or is a protected page
 * the visitor may not see (not signed in, the session not checked yet, or without the page's scope).
 */
export function registerSectionApplications(): void {
  for (const remote of REMOTES) {
    registerApplication({
      name: remote,
      app: async () => sectionApplication(remote, outlet),
      activeWhen: (location) => {
        if (errorStore.getState().error?.path === location.pathname) return false;
        const page = matchPath(location.pathname)?.page;
        return page?.owner === remote && mayShow(page);
      },
    });
  }
}
