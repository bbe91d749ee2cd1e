import { createContext, useContext, useState } from 'react';

/** The element sections mount in (inside `<main>`). */
export const OUTLET_ID = 'section-outlet';

/**
 * The section outlet's server-rendered HTML. The shell's React tree owns the outlet element but never
 * its contents: single-spa mounts sections there. To hydrate a page whose outlet the server filled,
 * the outlet is rendered with `dangerouslySetInnerHTML` holding exactly that HTML (React does not look
 * inside such an element while hydrating, nor touch it again while the value stays the same).
 */
export const ServerOutletContext = createContext<string | null>(null);

let browserOutletHtml: string | null = null;

/** The outlet's HTML as the server sent it, read once at boot before anything mounts there. */
export function captureServerOutlet(outlet: Element | null): void {
  browserOutletHtml = outlet?.innerHTML ?? '';
}

/**
 * The HTML the outlet is rendered with: the server's (on the server; in the browser, the first outlet
 * only, which hydrates it), afterwards none (a later outlet starts empty for single-spa to fill).
 */
export function useOutletHtml(): string {
  const server = useContext(ServerOutletContext);
  const [html] = useState(() => {
    if (server !== null) return server;
    const captured = browserOutletHtml ?? '';
    browserOutletHtml = null;
    return captured;
  });
  return html;
}
