import { ROUTES } from '../src/routes';
import { ariaSort, nextSort, sortColumn } from '../src/features/regulations/api/sort';
import { CATEGORY_OF_PAGE } from '../src/features/regulations/api/regulations';
import { REGULATION_CATEGORIES } from '@ksei/shared';

describe('regulation sorting', () => {
  it('flips the direction of the current column', () => {
    expect(nextSort('-date', 'date')).toBe('date');
    expect(nextSort('date', 'date')).toBe('-date');
    expect(nextSort('number', 'number')).toBe('-number');
    expect(nextSort('-number', 'number')).toBe('number');
  });

  it('starts a new column in its natural direction', () => {
    expect(nextSort('-date', 'number')).toBe('number');
    expect(nextSort('-number', 'date')).toBe('-date');
  });

  it('marks only the sorted column for assistive tech', () => {
    expect(ariaSort('-date', 'date')).toBe('descending');
    expect(ariaSort('date', 'date')).toBe('ascending');
    expect(ariaSort('date', 'number')).toBeUndefined();
    expect(sortColumn('-number')).toBe('number');
  });

  it('maps each page of the section to its own category', () => {
    const pages = ROUTES.pages.map((page) => page.id);
    expect(Object.keys(CATEGORY_OF_PAGE).sort()).toEqual([...pages].sort());
    expect(Object.values(CATEGORY_OF_PAGE).sort()).toEqual([...REGULATION_CATEGORIES].sort());
  });
});
