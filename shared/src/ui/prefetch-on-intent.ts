import type { FocusEventHandler, PointerEventHandler } from 'react';
import { prefetchPage } from '../runtime/prefetch.js';

export interface IntentHandlers {
  readonly onPointerEnter?: PointerEventHandler<HTMLAnchorElement>;
  readonly onFocus?: FocusEventHandler<HTMLAnchorElement>;
}

/**
 * A link's own pointer-enter and focus handlers, each also warming up the page at `to`: pointing at or
 * focusing a link is the visitor's sign of following it soon.
 */
export function prefetchOnIntent(to: string, { onPointerEnter, onFocus }: IntentHandlers): Required<IntentHandlers> {
  return {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      prefetchPage(to);
    },
    onFocus: (event) => {
      onFocus?.(event);
      prefetchPage(to);
    },
  };
}
