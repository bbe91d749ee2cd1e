import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isPlainLeftClick, navigate } from '../runtime/navigate.js';
import { prefetchOnIntent } from './prefetch-on-intent.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, normally from `buildPath` (never a hand-written path string). */
  readonly to: string;
  readonly children: ReactNode;
}

/** An ordinary anchor that navigates without a page load, across sections, and warms up its target. */
export function Link({ to, onClick, onPointerEnter, onFocus, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (rest.target && rest.target !== '_self') return;
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} {...prefetchOnIntent(to, { onPointerEnter, onFocus })} {...rest}>
      {children}
    </a>
  );
}
