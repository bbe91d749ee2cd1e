import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementId } from '@ksei/shared';
import styles from './corporate-actions.module.css';
import { KEYS, NAMESPACE } from './strings.js';

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const noOrigin = () => '';

/** The selection as an .ics file, and the same address to subscribe to in a calendar app. */
export function CalendarExport({ href }: { readonly href: string }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const id = useElementId();
  // The address a calendar app needs is absolute: the origin is known in the browser only (after
  // hydration, so the server's and the browser's first render agree).
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const feed = `${origin}${href}`;
  const webcal = origin ? feed.replace(/^https?:/, 'webcal:') : href;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.calendar}>
      <h2 id={`${id}-heading`} className={styles.calendarHeading}>
        {t('calendar')}
      </h2>
      <ul className={styles.calendarLinks}>
        <li>
          <a href={href} download>
            {t('download')}
          </a>
        </li>
        <li>
          <a href={webcal}>{t('subscribe')}</a>
        </li>
      </ul>
      <label htmlFor={`${id}-feed`} className={styles.label}>
        {t('feed')}
      </label>
      <p id={`${id}-help`} className={styles.hint}>
        {t('feedHelp')}
      </p>
      <input
        id={`${id}-feed`}
        type="text"
        readOnly
        value={feed}
        aria-describedby={`${id}-help`}
        className={styles.input}
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}
