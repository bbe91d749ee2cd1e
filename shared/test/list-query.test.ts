import { monthFromQuery, nextQuery, oneOf, pageFromQuery, textFromQuery, withQuery } from '../src/content/list/query';

describe('list state in the query string', () => {
  it('reads a positive page, 1 otherwise', () => {
    expect(pageFromQuery(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999'])
      expect(pageFromQuery(new URLSearchParams(bad))).toBe(1);
  });

  it('accepts only real months and bounded search text', () => {
    expect(monthFromQuery('2024-03')).toBe('2024-03');
    expect(monthFromQuery('2024-13')).toBe('');
    expect(monthFromQuery('March')).toBe('');
    expect(monthFromQuery(null)).toBe('');
    expect(textFromQuery('  bond  ')).toBe('bond');
    expect(textFromQuery('x'.repeat(150))).toHaveLength(100);
  });

  it('keeps only allowed values', () => {
    expect(oneOf('number', ['date', 'number'] as const, 'date')).toBe('number');
    expect(oneOf('title', ['date', 'number'] as const, 'date')).toBe('date');
  });

  it('applies changes, drops empty values and goes back to page 1 on a filter change', () => {
    expect(nextQuery('type=rups&page=4', { month: '2024-03' })).toBe('month=2024-03&type=rups');
    expect(nextQuery('type=rups&month=2024-03', { type: '' })).toBe('month=2024-03');
    expect(nextQuery('q=bond', { page: 2 })).toBe('page=2&q=bond');
    expect(nextQuery('q=bond&page=2', { page: 1 })).toBe('q=bond');
    expect(nextQuery('', { q: '  obligasi korporasi ' })).toBe('q=obligasi+korporasi');
  });

  it('joins a path and a query', () => {
    expect(withQuery('/id/publikasi/pengumuman', '')).toBe('/id/publikasi/pengumuman');
    expect(withQuery('/id/publikasi/pengumuman', 'page=2')).toBe('/id/publikasi/pengumuman?page=2');
  });
});
