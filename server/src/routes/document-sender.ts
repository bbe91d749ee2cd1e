import type { FastifyReply } from 'fastify';
import { renderDocument, type DocumentRequest } from '../html/document.js';
import type { TemplateSource } from '../html/template.js';

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
}): SendDocument {
  return async (reply, status, document) => {
    const html = renderDocument(await deps.template.read(), {
      ...document,
      origin: deps.publicOrigin,
      remoteOverrides: deps.remoteOverrides,
    });
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
}
