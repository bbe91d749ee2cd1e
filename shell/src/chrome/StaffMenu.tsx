import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, auth, buildPath, getPage, hasPage, mayOpen, pageTitle, useLocale, useStore } from '@ksei/shared';
import { STAFF_PAGES } from '../routes.js';
import { authGate } from '../routing/auth-state.js';
import styles from './StaffMenu.module.css';
import '../strings/auth-strings.js';

const subscribeToNothing = (): (() => void) => () => undefined;
const inBrowser = (): boolean => true;
/** What a server render and a hydrating browser read: nothing drawn yet. */
const onServer = (): boolean => false;

/**
 * While a staff member is signed in: who, the staff pages their scopes open, and a sign-out button.
 * Nothing on the server's render (it has no session), so hydration matches; it appears once the
 * browser has checked the stored session.
 */
export function StaffMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const settled = useStore(authGate, (s) => s.settled);
  const loggedIn = useStore(auth.store, (s) => s.loggedIn);
  const user = useStore(auth.store, (s) => s.user);
  const [leaving, setLeaving] = useState(false);
  // Drawn after hydration only: the session may be checked while the chrome hydrates, and the server's
  // render (no session) must be what hydration finds.
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  if (!hydrated || !settled || !loggedIn) return null;
  const name = typeof user?.['name'] === 'string' ? user['name'] : '';
  const pages = STAFF_PAGES.filter((id) => hasPage(id) && mayOpen(user, getPage(id)));

  const signOut = async (): Promise<void> => {
    if (leaving) return;
    setLeaving(true);
    try {
      // Clears the session here even when the server cannot be reached; the guard goes home if needed.
      await auth.logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <nav className={styles.menu} aria-label={t('staff.menu')}>
      {name ? <span className={styles.who}>{t('staff.signedInAs', { name })}</span> : null}
      {pages.length > 0 ? (
        <ul className={styles.links}>
          {pages.map((id) => (
            <li key={id}>
              <Link to={buildPath(id, locale)} className={styles.link}>
                {pageTitle(id, locale)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={styles.signOut}
        onClick={() => void signOut()}
        aria-disabled={leaving}
        data-print-hidden=""
      >
        {leaving ? t('staff.signingOut') : t('staff.signOut')}
      </button>
    </nav>
  );
}
