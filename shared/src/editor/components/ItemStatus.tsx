import { useLocale } from '@ksei/shared';
import type { EditorItem } from '@ksei/shared/api';
import { jakartaDateTime } from '@ksei/shared/content';
import { LOCALES } from '../form-values.js';
import { useEditorText } from '../strings.js';
import styles from '../editor.module.css';

/** An item's state in words (never colour alone): working copy, public side, each language part. */
export function StateWords({ item }: { readonly item: EditorItem }) {
  const t = useEditorText();
  return (
    <>
      <span className={styles.badge}>{t(`working.${item.working}`)}</span>{' '}
      <span className={styles[`public-${item.public}`]}>{t(`public.${item.public}`)}</span>
    </>
  );
}

/** Whether a scheduled item should be live by now: the database shows it, but nothing said so yet. */
export function isOverdue(item: EditorItem, now: number): boolean {
  return item.public === 'scheduled' && item.publishedAt !== null && Date.parse(item.publishedAt) <= now;
}

/** The facts an editor checks before acting: states, revision, when it goes or went live, who changed it. */
export function ItemStatus({ item }: { readonly item: EditorItem }) {
  const t = useEditorText();
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <dt>{t('statusHeading')}</dt>
      <dd>
        <StateWords item={item} />
      </dd>
      <dt>{t('columns.parts')}</dt>
      <dd>
        {LOCALES.map((part) => (
          <span key={part} className={styles[`part-${item.parts[part]}`]}>
            {t(`partNamed.${part}`, { state: t(`part.${item.parts[part]}`) })}{' '}
          </span>
        ))}
      </dd>
      <dt>{t('revisions')}</dt>
      <dd>
        {t('revision', { revision: item.revision, version: item.version })}
        {item.liveRevision !== null ? <> · {t('live', { revision: item.liveRevision })}</> : null}
      </dd>
      {item.publishedAt ? (
        <>
          <dt>{t('columns.public')}</dt>
          <dd>{t('publishedAt', { at: jakartaDateTime(item.publishedAt, locale) })}</dd>
        </>
      ) : null}
      <dt>{t('columns.changed')}</dt>
      <dd>
        {t('lastChangedBy', { name: item.lastChangedBy })}, {jakartaDateTime(item.updatedAt, locale)}
      </dd>
      {item.needsApproval ? (
        <dd className={styles.warning}>
          <span aria-hidden="true">⚠ </span>
          {t('needsApproval')}
        </dd>
      ) : null}
    </dl>
  );
}
