import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type ListMeta } from '@ksei/shared';
import { formatNumber } from '../format.js';
import { Pagination } from '../Pagination.js';
import { DataUnavailable, SampleNotice } from '../states.js';
import styles from './list.module.css';

/**
 * A fetched page of a list: how many items match (announced politely), the sample-content notice once,
 * the items, and page links. An empty list shows "nothing matches" when filtered, else the original site's
 * data-unavailable message. The wording ("12 regulations found") comes from the section's own namespace:
 * keys `results_one`, `results_other` (with `{{formatted}}`) and `noResults`, under `keyPrefix` when
 * the section has more than one kind of list.
 */
export function Results({
  namespace,
  keyPrefix,
  meta,
  count,
  sample,
  filtered,
  hrefFor,
  children,
}: {
  readonly namespace: string;
  readonly keyPrefix?: string;
  readonly meta: ListMeta;
  readonly count: number;
  readonly sample: boolean;
  readonly filtered: boolean;
  readonly hrefFor: (page: number) => string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation(namespace, keyPrefix ? { keyPrefix } : {});
  const locale = useLocale();
  // After a page change the list's top takes focus (and scrolls into view): the link used may be gone.
  const countRef = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(meta.page);
  useEffect(() => {
    if (shownPage.current === meta.page) return;
    shownPage.current = meta.page;
    countRef.current?.focus();
  }, [meta.page]);
  return (
    <>
      <p ref={countRef} tabIndex={-1} className={styles.count} role="status">
        {t('results', { count: meta.total, formatted: formatNumber(meta.total, locale) })}
      </p>
      {count === 0 ? (
        filtered ? (
          <p className={styles.empty}>{t('noResults')}</p>
        ) : (
          <DataUnavailable />
        )
      ) : (
        <>
          {sample ? <SampleNotice /> : null}
          {children}
        </>
      )}
      <Pagination meta={meta} hrefFor={hrefFor} />
    </>
  );
}
