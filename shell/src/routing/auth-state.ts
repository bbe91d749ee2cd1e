import { createStore } from 'zustand/vanilla';
import { auth, mayOpen, type PageDefinition } from '@ksei/shared';

/**
 * Whether the stored session has been checked (its user fetched, or found to be none). Until then a
 * protected page shows nothing of its own and the guard decides nothing: a reload of a protected page
 * must not send a signed-in user to sign in while the user is being fetched.
 */
export const authGate = createStore<{ settled: boolean }>(() => ({ settled: false }));

/**
 * What a page may show now: a page that is not protected, always; a protected one only once the
 * session is checked, to a signed-in user holding the page's scope. The section of a page that may not
 * show is not mounted (nor kept mounted: its data leaves with it).
 */
export function mayShow(page: PageDefinition | undefined): boolean {
  if (!page || page.auth !== true) return true;
  const { loggedIn, user } = auth.store.getState();
  return authGate.getState().settled && loggedIn && mayOpen(user, page);
}

/** A signed-in user on a protected page without its scope: the 403 page instead of the page. */
export function lacksScope(page: PageDefinition | undefined): boolean {
  if (!page || page.auth !== true || !authGate.getState().settled) return false;
  const { loggedIn, user } = auth.store.getState();
  return loggedIn && !mayOpen(user, page);
}
