import { AUTH_REDIRECTS, auth, buildPath, locationStore, navigate, type LocationState } from '@ksei/shared';

/**
 * Page auth options, as the original's: protected pages send guests to login and remember where they were;
 * guest-only pages send a logged-in user home (or to the remembered path). A change of logged-in
 * state redirects to home or the logout target, unless the page is auth-free.
 */
function guard({ match, path, search, locale }: LocationState): void {
  if (!match || match.page.auth === false) return;
  const { loggedIn } = auth.store.getState();
  if (match.page.auth === 'guest' && loggedIn) {
    navigate(auth.takeRedirect() ?? buildPath('home', locale), { replace: true });
  } else if (match.page.auth === true && !loggedIn) {
    auth.rememberRedirect(path + search);
    navigate(AUTH_REDIRECTS.login, { replace: true });
  }
}

export function wireAuth(): void {
  locationStore.subscribe(guard);
  auth.store.subscribe((state, previous) => {
    if (state.loggedIn === previous.loggedIn) return;
    const current = locationStore.getState();
    if (current.match?.page.auth === false) return;
    const locale = current.locale;
    navigate(state.loggedIn ? (auth.takeRedirect() ?? buildPath('home', locale)) : buildPath('home', locale));
  });
  void auth.restore();
  guard(locationStore.getState());
}
