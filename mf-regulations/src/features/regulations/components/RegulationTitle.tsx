import { useTranslation } from 'react-i18next';
import { useLocale, type Regulation } from '@ksei/shared';
import { PublishedNotices } from '@ksei/shared/content';
import styles from './regulations.module.css';

/**
 * A regulation's title in its row, and what happened to it after it went out: published in the other
 * language only (that language's text, marked as such, and a sentence saying so), withdrawn (the dated
 * reason), updated (the notes).
 */
export function RegulationTitle({ item }: { readonly item: Regulation }) {
  const { t } = useTranslation('mf-regulations');
  const locale = useLocale();
  const otherLanguage = item.locales.includes(locale) ? undefined : item.locales[0];
  return (
    <>
      <span className={styles.titleCell} lang={otherLanguage}>
        {item.title}
      </span>
      {otherLanguage ? <p className={styles.onlyIn}>{t(`onlyIn.${otherLanguage === 'en' ? 'en' : 'id'}`)}</p> : null}
      <PublishedNotices item={item} />
    </>
  );
}
