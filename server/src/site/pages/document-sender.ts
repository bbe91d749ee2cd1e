import type { FastifyReply } from 'fastify';
import { renderDocument, type DocumentRequest } from '../document/document.js';
import type { TemplateSource } from '../document/template.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { requestTarget } from '../../http/request-target.js';

/** What a route decides about a page; the origin and the overrides switch come from configuration. */
export type PageDocument = Omit<DocumentRequest, 'origin' | 'remoteOverrides'>;

export type SendDocument = (reply: FastifyReply, status: number, document: PageDocument) => Promise<FastifyReply>;

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
}): SendDocument {
  return async (reply, status, document) => {
    const started = performance.now();
    const renderer = deps.renderer;
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
            shareable: !document.query?.freeText,
            client: reply.request.ip,
          })
        : null;
    const html = renderDocument(await deps.template.read(), {
      ...document,
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
      .header('cache-control', 'no-cache')
      .send(html);
  };
}
