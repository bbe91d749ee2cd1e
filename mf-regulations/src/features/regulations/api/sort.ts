/** The list's sort orders (`-` = descending), as the API takes them. */
export const REGULATION_SORTS = ['-date', 'date', 'number', '-number'] as const;
export type RegulationSort = (typeof REGULATION_SORTS)[number];
export type SortColumn = 'date' | 'number';

export const DEFAULT_SORT: RegulationSort = '-date';
