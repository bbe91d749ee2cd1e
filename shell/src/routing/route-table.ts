import { RouteTable, setRouteTable, type PageDefinition } from '@ksei/shared';

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

/** The shell's own pages alone, composed from its declaration (code loaded only when needed). */
async function shellPagesOnly(): Promise<RouteTable> {
  const [{ composeRoutes }, { ROUTES }] = await Promise.all([import('@ksei/shared/compose'), import('../routes.js')]);
  return composeRoutes([ROUTES]).table;
}

/**
 * Installs the route manifest of this page load: the one the server composed from the released
 * sections and inlined into the page (a data block, not a script), so the shell and every section
 * route with exactly the server's manifest; installed before this returns. Without it (a page not
 * served by the server) the shell's own pages are all there is.
 */
export async function installRouteTable(): Promise<void> {
  const pages = inlinedPages();
  if (pages) {
    setRouteTable(new RouteTable(pages));
    return;
  }
  try {
    setRouteTable(await shellPagesOnly());
  } catch (error) {
    // The chrome still draws; with no manifest every address is the 404 page.
    console.error('[shell] no route manifest: composing the shell pages failed', error);
  }
}
