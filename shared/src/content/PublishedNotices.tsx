import { useTranslation } from 'react-i18next';
import { useLocale } from '@ksei/shared';
import { formatDate } from './format.js';
import styles from './published.module.css';

interface PublishedState {
  readonly withdrawal: { readonly at: string; readonly reason: string } | null;
  readonly updates: readonly { readonly at: string; readonly note: string }[];
}

/**
 * What happened to a published item after it went out, as every type's public page shows it: a
 * withdrawal's dated reason (the item stays listed) and the notes of its major updates, newest first.
 * Renders nothing for an item neither withdrawn nor updated.
 */
export function PublishedNotices({ item }: { readonly item: PublishedState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {item.withdrawal ? (
        <p className={styles.withdrawn}>
          {t('published.withdrawn', {
            date: formatDate(item.withdrawal.at.slice(0, 10), locale),
            reason: item.withdrawal.reason,
          })}
        </p>
      ) : null}
      {item.updates.length > 0 ? (
        <ul className={styles.updates}>
          {item.updates.map((update) => (
            <li key={update.at}>
              {t('published.updated', { date: formatDate(update.at.slice(0, 10), locale), note: update.note })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
