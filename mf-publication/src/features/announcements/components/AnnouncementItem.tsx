import { useTranslation } from 'react-i18next';
import { useLocale, type Announcement } from '@ksei/shared';
import { FileList, formatDate, listStyles as styles } from '@ksei/shared/content';

/** One announcement: title, date, type, reference number and its attachments as downloads. */
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
  return (
    <article className={styles.item}>
      <Heading className={styles.itemTitle}>{item.title}</Heading>
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
    </article>
  );
}
