import { useTranslation } from 'react-i18next';
import { useLocale, type PressReleaseSummary } from '@ksei/shared';
import { formatDate, listStyles as styles, PublishedNotices, useOtherLanguage } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../../shared/paths.js';

/**
 * A press release in the list: its linked title, date and summary, and what happened to it after it
 * went out. Published in the other language only, its title and summary are that language's, marked
 * as such, and a sentence says so.
 */
export function PressReleaseSummaryItem({ item }: { readonly item: PressReleaseSummary }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  const otherLanguage = useOtherLanguage(item);
  return (
    <article>
      <h2 className={styles.itemTitle} lang={otherLanguage}>
        <Link to={pathTo('publication.pressRelease', locale, { slug: item.slug })}>{item.title}</Link>
      </h2>
      {otherLanguage ? <p>{t(`pressReleaseOnlyIn.${otherLanguage}`)}</p> : null}
      <p className={styles.meta}>
        <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
      </p>
      <p className={styles.summary} lang={otherLanguage}>
        {item.summary}
      </p>
      <PublishedNotices item={item} />
    </article>
  );
}
