import { useElementId } from '@ksei/shared';
import { type ReactNode } from 'react';
import { SortHeader, type SortOrder } from './sort.js';
import styles from './list.module.css';

/** One column of a table, as data: its header, how a row fills its cell, and how it sorts. */
export interface Column<Row> {
  /** Unique within the table (React key). */
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The cell that names the row (`<th scope="row">`): one column, normally the first. */
  readonly rowHeader?: boolean;
  /** Short values that must not wrap (codes, dates). */
  readonly nowrap?: boolean;
  /** Figures, aligned right by their last digit. */
  readonly numeric?: boolean;
  /** A sortable column: the sort name the list's API takes, and the direction a first choice applies. */
  readonly sort?: { readonly name: string; readonly first?: 'ascending' | 'descending' };
}

/**
 * A data table from columns as data: a caption for screen readers, column headers (links for the
 * sortable ones, marked with `aria-sort`), a row header per row, and horizontal scrolling on narrow
 * screens instead of a squeezed layout.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  captionShown = false,
  scrollRegion = false,
}: {
  readonly caption: string;
  /** The caption on screen (a table on its own), not only for screen readers (a list's results). */
  readonly captionShown?: boolean;
  /**
   * The wrapper as a focusable region named by the caption, so that a table without links inside can
   * still be scrolled sideways by keyboard on a narrow screen.
   */
  readonly scrollRegion?: boolean;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string;
  /** The list's current order and the address of the list in another order (sortable columns). */
  readonly sort?: { readonly current: SortOrder; readonly hrefFor: (sort: SortOrder) => string };
}) {
  const cellClass = (column: Column<Row>) =>
    [column.nowrap ? styles.nowrap : '', column.numeric ? styles.number : ''].filter(Boolean).join(' ') || undefined;
  const captionId = useElementId();
  // A named <section> is a region by itself (no role attribute needed).
  const Wrap = scrollRegion ? 'section' : 'div';
  const region = scrollRegion ? { 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <Wrap className={styles.tableWrap} {...region}>
      <table className={styles.table}>
        <caption id={captionId} className={captionShown ? undefined : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.sort && sort ? (
                <SortHeader
                  key={column.key}
                  column={column.sort.name}
                  label={column.header}
                  sort={sort.current}
                  first={column.sort.first ?? 'ascending'}
                  hrefFor={sort.hrefFor}
                />
              ) : (
                <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
