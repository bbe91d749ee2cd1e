/** The list's sort orders (`-` = descending), as the API takes them. */
export const REGULATION_SORTS = ['-date', 'date', 'number', '-number'] as const;
export type RegulationSort = (typeof REGULATION_SORTS)[number];
export type SortColumn = 'date' | 'number';

export const DEFAULT_SORT: RegulationSort = '-date';

export function sortColumn(sort: RegulationSort): SortColumn {
  return sort.replace('-', '') as SortColumn;
}

/** What a click on a column header sorts by: the other direction if it is the current column, else its natural first direction (newest dates, lowest numbers). */
export function nextSort(current: RegulationSort, column: SortColumn): RegulationSort {
  if (sortColumn(current) === column) return (current.startsWith('-') ? column : `-${column}`) as RegulationSort;
  return column === 'date' ? '-date' : 'number';
}

/** The header's `aria-sort`: only the column the list is sorted by has one. */
export function ariaSort(current: RegulationSort, column: SortColumn): 'ascending' | 'descending' | undefined {
  if (sortColumn(current) !== column) return undefined;
  return current.startsWith('-') ? 'descending' : 'ascending';
}
