import { CAPTCHA_META } from '../api/captcha.js';
import { matchPath } from '../routes/active.js';

/**
 * Whether entering `path` needs a document of its own: a page with a form loads the captcha, which the
 * Content-Security-Policy admits only in the answer for such a page (the policy is the document's, set
 * once by its first response), so a page without one cannot show it in place.
 */
export function needsOwnDocument(path: string): boolean {
  if (typeof document === 'undefined') return false;
  const target = matchPath(path.replace(/[?#].*$/, ''));
  return target?.page.form === true && document.querySelector(`meta[name="${CAPTCHA_META}"]`) === null;
}

/**
 * Client-side navigation. single-spa patches pushState and re-fires popstate, so the shell and every
 * section's router see the change; no section needs to know who owns the target page. A page that
 * needs its own document is loaded as one.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (needsOwnDocument(path)) {
    if (options.replace) window.location.replace(path);
    else window.location.assign(path);
    return;
  }
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Whether a click on a link should be left to the browser (new tab, download, other origin…). */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
