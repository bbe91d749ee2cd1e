import { triggerAppChange } from 'single-spa';
import {
  auth,
  buildPath,
  clearApiCache,
  hasPage,
  i18n,
  isSamePath,
  locationStore,
  navigate,
  showToast,
  type LocationState,
} from '@ksei/shared';
import '../strings/auth-strings.js';
import { authGate } from './auth-state.js';

export { authGate, lacksScope, mayShow } from './auth-state.js';

const signInPath = (locale: LocationState['locale']): string =>
  hasPage('login') ? buildPath('login', locale) : '/login';
const homePath = (locale: LocationState['locale']): string => (hasPage('home') ? buildPath('home', locale) : '/');

/** The remembered path (once), unless it leads back to where the user is; else home. */
function afterSignIn(locale: LocationState['locale'], here: string): string {
  const remembered = auth.takeRedirect();
  return remembered !== null && !isSamePath(remembered, here) ? remembered : homePath(locale);
}

/**
 * The page rules, as the original's: protected pages send guests to sign in (of the page's language)
 * and remember where they were; guest-only pages send a signed-in user to the remembered path or home.
 */
function guard({ match, path, search, locale }: LocationState): void {
  if (!authGate.getState().settled || !match || match.page.auth === false) return;
  const { loggedIn } = auth.store.getState();
  if (match.page.auth === 'guest' && loggedIn) {
    navigate(afterSignIn(locale, path), { replace: true });
  } else if (match.page.auth === true && !loggedIn) {
    const login = signInPath(locale);
    if (!isSamePath(path, login)) auth.rememberRedirect(path + search);
    navigate(login, { replace: true });
  }
}

/** Sections mount or unmount as what the page may show changes (single-spa asks `activeWhen` again). */
function recheckSections(): void {
  void triggerAppChange().catch(() => undefined);
}

/** A page back from the back-forward cache is taking up the session as stored now. */
let resyncing = false;

function onSignedInChange(loggedIn: boolean): void {
  if (resyncing) {
    // Signed out elsewhere since: no toast and no trip home; the guard sends a protected page to sign in.
    if (!loggedIn) clearApiCache();
    recheckSections();
    return;
  }
  if (!loggedIn) {
    // Nothing read with the session stays for the next person at this browser.
    clearApiCache();
    showToast('info', i18n.t('staff.signedOut'));
  }
  recheckSections();
  // A change of signed-in state goes home (or back to the remembered page), unless the page opts out.
  const current = locationStore.getState();
  if (current.match?.page.auth === false) return;
  navigate(loggedIn ? afterSignIn(current.locale, current.path) : homePath(current.locale));
}

/**
 * Restores the stored session, then applies the rules on every navigation and every change of
 * signed-in state. A page shown again from the back-forward cache takes the session as stored now, so
 * the back button after sign-out (in this page or another) shows nothing protected.
 */
export function wireAuth(): void {
  locationStore.subscribe(guard);
  auth.store.subscribe((state, previous) => {
    if (!authGate.getState().settled) return;
    if (state.loggedIn !== previous.loggedIn) onSignedInChange(state.loggedIn);
    // A user fetched again with other scopes: the page may now show, or no longer.
    else if (state.user !== previous.user) recheckSections();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !authGate.getState().settled) return;
    resyncing = true;
    void auth.resync().finally(() => {
      resyncing = false;
      guard(locationStore.getState());
    });
  });
  void auth.restore().finally(() => {
    authGate.setState({ settled: true });
    recheckSections();
    guard(locationStore.getState());
  });
}
