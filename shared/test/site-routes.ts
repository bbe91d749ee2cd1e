/**
 * The whole site's route manifest composed from every bundle's source declaration, as the server
 * composes it from the released `routes.json` files. For tests that need the full site.
 */
import { ROUTES as about } from '../../mf-about/src/routes';
import { ROUTES as careers } from '../../mf-careers/src/routes';
import { ROUTES as forms } from '../../mf-forms/src/routes';
import { ROUTES as publication } from '../../mf-publication/src/routes';
import { ROUTES as regulations } from '../../mf-regulations/src/routes';
import { ROUTES as serviceSupport } from '../../mf-service-support/src/routes';
import { ROUTES as statistics } from '../../mf-statistics/src/routes';
import { ROUTES as shell } from '../../shell/src/routes';
import { composeRoutes, type BundleRoutes, type RouteTable } from '../src/routes';

export const SITE_DECLARATIONS: readonly BundleRoutes[] = [
  shell,
  about,
  forms,
  publication,
  statistics,
  regulations,
  serviceSupport,
  careers,
];

/** The composed manifest; throws when the declarations do not fit together. */
export function siteRoutes(): RouteTable {
  const { table, problems } = composeRoutes(SITE_DECLARATIONS);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return table;
}

/** One bundle's source declaration. */
export function declarationOf(owner: BundleRoutes['owner']): BundleRoutes {
  const routes = SITE_DECLARATIONS.find((declaration) => declaration.owner === owner);
  if (!routes) throw new Error(`no declaration of ${owner}`);
  return routes;
}
