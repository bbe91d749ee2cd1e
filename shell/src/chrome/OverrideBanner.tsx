import { useTranslation } from 'react-i18next';
import { useHydrated, useStore } from '@ksei/shared';
import { clearOverrides } from '../federation/registry.js';
import { overrideStore } from '../federation/override-store.js';
import styles from './OverrideBanner.module.css';

/** Always visible while a section comes from a tester's build, so nobody mistakes it for the release. */
export function OverrideBanner() {
  const { t } = useTranslation();
  const active = useStore(overrideStore, (s) => s.active);
  // The server never knows of an override: the banner appears once the page has hydrated.
  const hydrated = useHydrated();
  if (!hydrated || active.length === 0) return null;
  const remove = (): void => {
    clearOverrides(
      window.localStorage,
      active.map((remote) => remote.name),
    );
    window.location.reload();
  };
  return (
    <div className={styles.override} role="status" data-override-banner="">
      {t('chrome.overrideActive', {
        sections: active.map((remote) => remote.name).join(', '),
        entries: active.map((remote) => remote.entry).join(', '),
      })}{' '}
      <button type="button" className={styles.overrideRemove} onClick={remove}>
        {t('chrome.overrideRemove')}
      </button>
    </div>
  );
}
