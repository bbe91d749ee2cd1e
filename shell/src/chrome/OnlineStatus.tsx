import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineStore, showToast, useHydrated, useStore } from '@ksei/shared';
import styles from './OnlineStatus.module.css';

/** A banner while offline, and a toast when the connection comes back. */
export function OnlineStatus() {
  const { t } = useTranslation();
  const online = useStore(onlineStore, (s) => s.online);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      showToast('success', t('chrome.online'));
    }
  }, [online, t]);
  // The server renders online: an offline notice appears once the page has hydrated.
  const hydrated = useHydrated();
  if (online || !hydrated) return null;
  return (
    <div className={styles.offline} role="status" data-online-status="offline" data-print-hidden="">
      {t('chrome.offline')}
    </div>
  );
}
