/**
 * For browser-side tests (jsdom): the page's route manifest as the shell installs it at boot, here the
 * one composed from every bundle's source declaration.
 *
 * Composed with `@ksei/shared` itself, not through `./site-routes` (which uses shared's sources by
 * relative path): in the mutation run (mutation/shared.config.json) that is the kit as it is, so the
 * manifest every test starts with is never a mutant's, and composing it here, outside any test, does not
 * make every composition mutant "static" (run against every suite). Tests of the composition compose
 * their own manifest (`siteRoutes()`).
 */
import { composeRoutes, setRouteTable } from '@ksei/shared';
import { SITE_DECLARATIONS } from './site-routes';

const { table, problems } = composeRoutes(SITE_DECLARATIONS);
if (problems.length > 0) throw new Error(problems.join('\n'));
setRouteTable(table);
