import { useTranslation } from 'react-i18next';
import type { Regulation } from '@ksei/shared';
import { PublishedNotices, useOtherLanguage } from '@ksei/shared/content';
import styles from './regulations.module.css';

/**
 * A regulation's title in its row, and what happened to it after it went out: published in the other
 * language only (that language's text, marked as such, and a sentence saying so), withdrawn (the dated
 * reason), updated (the notes).
 */
export function RegulationTitle({ item }: { readonly item: Regulation }) {
  const { t } = useTranslation('mf-regulations');
  const otherLanguage = useOtherLanguage(item);
  return (
    <>
      <span className={styles.titleCell} lang={otherLanguage}>
        {item.title}
      </span>
      {otherLanguage ? <p className={styles.onlyIn}>{t(`onlyIn.${otherLanguage}`)}</p> : null}
      <PublishedNotices item={item} />
    </>
  );
}
