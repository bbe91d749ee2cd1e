import { useTranslation } from 'react-i18next';
import { useLocale, type Announcement } from '@ksei/shared';
import { FileList, formatDate, listStyles as styles, PublishedNotices, useOtherLanguage } from '@ksei/shared/content';
import notices from './announcement.module.css';

/**
 * One announcement: title, date, type, reference number and its attachments as downloads; marked when
 * KSEI revised or cancelled it, with the notice of a withdrawal, the notes of its major updates, and,
 * when it was published in the other language only, that language's text marked as such.
 */
export function AnnouncementItem({
  item,
  headingLevel,
  showType = true,
}: {
  readonly item: Announcement;
  readonly headingLevel: 2 | 3;
  readonly showType?: boolean;
}) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const otherLanguage = useOtherLanguage(item);
  return (
    <article className={styles.item}>
      {item.notice === 'cancelled' || item.notice === 'revised' ? (
        <p className={`${notices.status} ${notices[item.notice]}`}>{t(`notice.${item.notice}`)}</p>
      ) : null}
      <Heading className={styles.itemTitle} lang={otherLanguage}>
        {item.title}
      </Heading>
      {otherLanguage ? <p>{t(`onlyIn.${otherLanguage}`)}</p> : null}
      <dl className={styles.meta}>
        <div>
          <dt>{t('date')}</dt>
          <dd>
            <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
          </dd>
        </div>
        {showType ? (
          <div>
            <dt>{t('type')}</dt>
            <dd>{item.typeLabel}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('referenceNumber')}</dt>
          <dd>{item.referenceNumber}</dd>
        </div>
      </dl>
      {item.attachments.length > 0 ? (
        <div className={styles.files}>
          <FileList files={item.attachments} />
        </div>
      ) : (
        <p>{t('noAttachments')}</p>
      )}
      <PublishedNotices item={item} />
    </article>
  );
}
