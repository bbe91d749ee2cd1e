import { RouteTable, composeRoutes, setRouteTable, type PageDefinition } from '@ksei/shared';
import { ROUTES } from '../routes.js';

/** The composed manifest the server inlined into this page, if it is there and readable. */
function inlinedPages(): PageDefinition[] | null {
  const text = document.getElementById('ksei-routes')?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { pages?: unknown };
    return Array.isArray(body.pages) ? (body.pages as PageDefinition[]) : null;
  } catch {
    return null;
  }
}

/**
 * Installs the route manifest of this page load: the one the server composed from the released
 * sections and inlined into the page (a data block, not a script), so the shell and every section
 * route with exactly the server's manifest. Without it (a page not served by the server) the shell's
 * own pages are all there is.
 */
export function installRouteTable(): void {
  const pages = inlinedPages();
  setRouteTable(pages ? new RouteTable(pages) : composeRoutes([ROUTES]).table);
}
