import type { FastifyReply } from 'fastify';
import { renderDocument, type DocumentRequest } from '../document/document.js';
import type { TemplateSource } from '../document/template.js';
import type { FormPostRender, PageRenderer } from '../render/page-renderer.js';
import { sameOriginLocation } from '../../http/redirect-target.js';
import { requestTarget } from '../../http/request-target.js';
import { admitCaptcha } from '../../http/security-headers.js';
import type { CaptchaRuntimeConfig } from '@ksei/shared/node';
import { formPostRefusal } from './form-post.js';

/** What a route decides about a page; the origin and the overrides switch come from configuration. */
export type PageDocument = Omit<DocumentRequest, 'origin' | 'remoteOverrides' | 'captcha'>;

/** A form posted to the page without JavaScript: its body as sent and its content type. */
export type PagePost = Omit<FormPostRender, 'locale'>;

export type SendDocument = (
  reply: FastifyReply,
  status: number,
  document: PageDocument,
  /** The page answers a form posted to it: rendered with its action's answer, or refused. */
  post?: PagePost,
) => Promise<FastifyReply>;

/** Sends the shell's HTML for a page, the 404 page or the error page, with this site's settings. */
export function createDocumentSender(deps: {
  template: TemplateSource;
  /** Canonical and hreflang links use it, never the Host header. */
  publicOrigin: string;
  /** The page tells the shell that testers may point a section at another build. */
  remoteOverrides: boolean;
  /** Server rendering of the page's body; absent, the browser renders it. */
  renderer?: PageRenderer;
  /**
   * Send `Server-Timing: render;dur` (the bench and developer tools read it). Off in production: a
   * render served from the cache is faster, and the header would say so.
   */
  serverTiming?: boolean;
  /** The captcha's configuration, written into (and admitted by the CSP of) pages that carry a form. */
  captcha?: CaptchaRuntimeConfig;
}): SendDocument {
  const send: SendDocument = async (reply, status, document, post) => {
    const started = performance.now();
    const renderer = deps.renderer;
    // A posted form's render may show what its visitor sent, and whether a protected or sign-in page
    // (or where it led) is shown depends on who asks: never kept, by the server or anyone else. A form
    // page's empty form is the same for everyone: rendered once on the server, but no browser or proxy
    // keeps it (what is around the render, the captcha's settings, is written per request).
    const page = document.match?.page;
    // A page opened by a secret in its address (a preview link) is the holder's alone, and may be revoked.
    const personal = post !== undefined || (page !== undefined && (page.auth !== false || page.secret === true));
    const uncached = personal || page?.form === true;
    const body =
      renderer && document.routes
        ? await renderer.render({
            // The parsed target's path (never the raw line) and the page's declared parameters only.
            url: deps.publicOrigin + requestTarget(reply.request).path + (document.query?.search ?? ''),
            match: document.match,
            routes: document.routes,
            registry: document.hints?.registry ?? [],
            skipSections: document.overriddenSections,
            error: document.error ? { statusCode: document.error.status, message: document.error.message } : undefined,
            shareable: !document.query?.freeText && !personal,
            client: reply.request.ip,
            ...(post ? { post: { ...post, locale: document.locale } } : {}),
          })
        : null;
    if (post) {
      const location = body?.redirect === undefined ? null : sameOriginLocation(body.redirect);
      if (location !== null) return reply.header('cache-control', 'no-store').redirect(location, 303);
      // No page with the action's answer (no server rendering, the section failed or ran out of time,
      // or sent the visitor off this site): the visitor is told, not shown an empty form again.
      if (!body?.actionRan || body.redirect !== undefined) {
        return send(reply, 503, formPostRefusal('unanswered', document.locale, document));
      }
      // The action's own status (a refusal of what was sent is its 4xx, with the page).
      if (body.status !== undefined) status = body.status;
    }
    const captcha = document.match?.page.form === true ? deps.captcha : undefined;
    if (captcha) admitCaptcha(reply);
    const html = renderDocument(await deps.template.read(), {
      ...document,
      captcha,
      body,
      origin: deps.publicOrigin,
      remoteOverrides: deps.remoteOverrides,
    });
    if (body && deps.serverTiming) {
      // How long the page took to render (from the cache: a fraction of a millisecond), for the bench
      // and the browser's developer tools.
      reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    }
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', uncached || reply.request.method === 'POST' ? 'no-store' : 'no-cache')
      .send(html);
  };
  return send;
}
