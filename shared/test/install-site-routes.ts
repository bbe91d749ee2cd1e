/**
 * For browser-side tests (jsdom): the page's route manifest as the shell installs it at boot, here the
 * one composed from every bundle's source declaration.
 */
import { setRouteTable } from '@ksei/shared';
import { siteRoutes } from './site-routes';

setRouteTable(siteRoutes());
