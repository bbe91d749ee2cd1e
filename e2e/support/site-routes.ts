/**
 * The site's route manifest for the tests' own expectations: composed (by the same code the server
 * runs) from every bundle's source declaration, which is what the e2e build releases. Installed as
 * the active manifest of `@ksei/shared/node`, so `buildPath` and `pageTitle` work in every spec.
 */
import { composeRoutes, setRouteTable, type RouteTable } from '@ksei/shared/node';
import { SITE_DECLARATIONS } from '../../shared/test/site-routes';

function compose(): RouteTable {
  const { table, problems } = composeRoutes(SITE_DECLARATIONS);
  if (problems.length > 0) throw new Error(`the source declarations do not fit together: ${problems.join('; ')}`);
  return table;
}

export const SITE_ROUTES = compose();
setRouteTable(SITE_ROUTES);
