import { useTranslation } from 'react-i18next';
import { Link } from '@ksei/shared';
import styles from './list.module.css';

/**
 * A list's sort order as the APIs take it and the address holds it: a column name for ascending,
 * `-name` for descending.
 */
export type SortOrder = string;

export function sortColumnOf(sort: SortOrder): string {
  return sort.startsWith('-') ? sort.slice(1) : sort;
}

/**
 * What choosing a column's header sorts by: the other direction when the list is already sorted by
 * it, else the column's natural first direction (newest dates first, codes from A).
 */
export function nextSort(current: SortOrder, column: string, first: 'ascending' | 'descending'): SortOrder {
  if (sortColumnOf(current) === column) return current.startsWith('-') ? column : `-${column}`;
  return first === 'ascending' ? column : `-${column}`;
}

/** The header's `aria-sort`: only the column the list is sorted by has one. */
export function ariaSort(current: SortOrder, column: string): 'ascending' | 'descending' | undefined {
  if (sortColumnOf(current) !== column) return undefined;
  return current.startsWith('-') ? 'descending' : 'ascending';
}

/**
 * A sortable column header: a link to the list sorted by this column (so sorting works without
 * JavaScript too), named with the order it will apply; an arrow shows the current order.
 */
export function SortHeader({
  column,
  label,
  sort,
  first = 'ascending',
  hrefFor,
}: {
  readonly column: string;
  readonly label: string;
  /** The list's current order. */
  readonly sort: SortOrder;
  readonly first?: 'ascending' | 'descending';
  /** The address of the list in a given order. */
  readonly hrefFor: (sort: SortOrder) => string;
}) {
  const { t } = useTranslation();
  const state = ariaSort(sort, column);
  const target = nextSort(sort, column, first);
  return (
    <th scope="col" aria-sort={state}>
      <Link to={hrefFor(target)} className={styles.sortLink}>
        {label}
        <span className="visually-hidden">
          {' '}
          ({t(target.startsWith('-') ? 'data.sortDescending' : 'data.sortAscending')})
        </span>
        <span aria-hidden="true" className={styles.sortIcon}>
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </Link>
    </th>
  );
}
