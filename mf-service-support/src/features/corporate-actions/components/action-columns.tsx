import { useTranslation } from 'react-i18next';
import { useLocale, type CorporateAction, type CorporateActionDateField, type Locale } from '@ksei/shared';
import { formatDate, listStyles, type Column } from '@ksei/shared/content';
import type { TFunction } from 'i18next';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../../shared/paths.js';
import styles from './corporate-actions.module.css';
import { KEYS, NAMESPACE } from './strings.js';

/** The date column each `dateField` filters and sorts by. */
export const DATE_COLUMN: Readonly<Record<CorporateActionDateField, 'cumDate' | 'recordingDate' | 'distributionDate'>> =
  {
    cum: 'cumDate',
    recording: 'recordingDate',
    distribution: 'distributionDate',
  };
const DATE_COLUMNS = ['cumDate', 'exDate', 'recordingDate', 'distributionDate'] as const;

/**
 * The schedule's columns: the code links to the security's page when the master knows it; the column of
 * the chosen date sorts the list (the API's `date` sort is by that date).
 */
export function actionColumns(
  t: TFunction,
  locale: Locale,
  sortedDate: (typeof DATE_COLUMNS)[number],
): readonly Column<CorporateAction>[] {
  const none = t('none');
  return [
    {
      key: 'code',
      header: t('column.code'),
      rowHeader: true,
      nowrap: true,
      cell: (item) =>
        item.securityKnown ? (
          <Link to={pathTo('isin.security', locale, { slug: item.code })} className={listStyles.download}>
            {item.code}
          </Link>
        ) : (
          item.code
        ),
    },
    { key: 'securityName', header: t('column.securityName'), cell: (item) => item.securityName ?? none },
    { key: 'type', header: t('column.type'), cell: (item) => item.typeLabel },
    { key: 'description', header: t('column.description'), cell: (item) => <ActionDescription item={item} /> },
    ...DATE_COLUMNS.map((column): Column<CorporateAction> => ({
      key: column,
      header: t(`column.${column}`),
      nowrap: true,
      ...(column === sortedDate ? { sort: { name: 'date' } } : {}),
      cell: (item) => {
        const value = item[column];
        return value ? <time dateTime={value}>{formatDate(value, locale)}</time> : none;
      },
    })),
  ];
}

function ActionDescription({ item }: { readonly item: CorporateAction }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale);
  return (
    <>
      <span className={styles.description}>{item.description}</span>
      {item.amount ? <span className={styles.detail}>{item.amount}</span> : null}
      {item.electionStart && item.electionEnd ? (
        <span className={styles.detail}>
          {t('electionPeriod', { start: date(item.electionStart), end: date(item.electionEnd) })}
        </span>
      ) : null}
      {item.notes ? <span className={styles.detail}>{item.notes}</span> : null}
      {item.sourceUrl && !item.sample ? (
        <span className={styles.detail}>
          <a href={item.sourceUrl} rel="noopener noreferrer" className={styles.source}>
            {t('source')}
            <span className="visually-hidden"> ({item.code})</span>
          </a>
        </span>
      ) : null}
    </>
  );
}
