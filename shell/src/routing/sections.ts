import { registerApplication } from 'single-spa';
import { REMOTES, matchPath } from '@ksei/shared';
import { sectionApplication } from '../federation/section-app.js';

export const OUTLET_ID = 'section-outlet';

function outlet(): HTMLElement {
  const element = document.getElementById(OUTLET_ID);
  if (!element) throw new Error(`#${OUTLET_ID} is missing: the default layout renders it`);
  return element;
}

/** One single-spa application per section, active exactly on the pages the manifest gives it. */
export function registerSectionApplications(): void {
  for (const remote of REMOTES) {
    registerApplication({
      name: remote,
      app: async () => sectionApplication(remote, outlet),
      activeWhen: (location) => matchPath(location.pathname)?.page.owner === remote,
    });
  }
}
