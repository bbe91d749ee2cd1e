import { useTranslation } from 'react-i18next';
import { Link, type ListMeta } from '@ksei/shared';
import styles from './content.module.css';

/** Page links that keep the other query parameters; the current page is marked for assistive tech. */
export function Pagination({ meta, hrefFor }: { readonly meta: ListMeta; readonly hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (meta.totalPages <= 1) return null;
  const pages = Array.from({ length: meta.totalPages }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === meta.totalPages || Math.abs(page - meta.page) <= 2,
  );
  return (
    <nav aria-label={t('data.pagination')} className={styles.pagination}>
      <ul>
        {meta.page > 1 ? (
          <li>
            <Link to={hrefFor(meta.page - 1)} rel="prev">
              {t('data.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (pages[index - 1] ?? page) > 1 ? <span aria-hidden="true">…</span> : null}
            {page === meta.page ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={hrefFor(page)} aria-label={t('data.pageN', { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {meta.page < meta.totalPages ? (
          <li>
            <Link to={hrefFor(meta.page + 1)} rel="next">
              {t('data.next')}
            </Link>
          </li>
        ) : null}
      </ul>
      <p className={styles.count}>
        {t('data.pageOf', { page: meta.page, totalPages: meta.totalPages, total: meta.total })}
      </p>
    </nav>
  );
}
