import { documentTitle, RESOURCES } from '@ksei/shared/node';
import type { SendErrorPage } from '../../http/error-handler.js';
import type { LiveRoutes } from '../releases/live-routes.js';
import type { SectionHints } from '../releases/section-hints.js';
import type { SendDocument } from './document-sender.js';

/**
 * The site's error page for the server's one error handler: the shell's document with the status and
 * its message for the shell to show, and still the menu (the manifest as it is, or the last composed
 * one if composing fails) and the sections' hints where they can be read.
 */
export function createErrorPageSender(deps: {
  sendDocument: SendDocument;
  sectionHints: SectionHints;
  routes: LiveRoutes;
}): SendErrorPage {
  return async (reply, { status, locale, message }) => {
    const hints = await deps.sectionHints.forPage(null).catch(() => undefined);
    const routes = await deps.routes.current().catch(() => deps.routes.latest());
    return deps.sendDocument(reply, status, {
      match: null,
      locale,
      title: documentTitle(RESOURCES[locale].errorPage.title, locale),
      error: { status, message },
      ...(hints ? { hints } : {}),
      routes,
    });
  };
}
