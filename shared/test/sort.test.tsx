import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SortHeader, ariaSort, nextSort } from '../src/content';
import { i18n, setLocale } from '../src/index';

describe('list sorting', () => {
  it('flips the direction of the column the list is sorted by', () => {
    expect(nextSort('-date', 'date', 'descending')).toBe('date');
    expect(nextSort('date', 'date', 'descending')).toBe('-date');
    expect(nextSort('code', 'code', 'ascending')).toBe('-code');
    expect(nextSort('-code', 'code', 'ascending')).toBe('code');
  });

  it("starts another column in that column's first direction", () => {
    expect(nextSort('-date', 'number', 'ascending')).toBe('number');
    expect(nextSort('-number', 'date', 'descending')).toBe('-date');
    expect(nextSort('code', 'isin', 'ascending')).toBe('isin');
  });

  it('marks only the sorted column for assistive technology', () => {
    expect(ariaSort('-date', 'date')).toBe('descending');
    expect(ariaSort('date', 'date')).toBe('ascending');
    expect(ariaSort('date', 'number')).toBeUndefined();
    // A column whose name ends another's is not that column.
    expect(ariaSort('-code', 'isinCode')).toBeUndefined();
  });

  it.each([
    ['id', 'Kode (urutkan turun)', 'Kode ISIN (urutkan naik)'],
    ['en', 'Code (sort descending)', 'ISIN code (sort ascending)'],
  ] as const)('headers are links to the list in the order they apply, named by it (%s)', (locale, code, isin) => {
    act(() => setLocale(locale));
    const hrefFor = (sort: string) => `/list?sort=${sort}`;
    render(
      <I18nextProvider i18n={i18n}>
        <table>
          <thead>
            <tr>
              <SortHeader column="code" label={locale === 'id' ? 'Kode' : 'Code'} sort="code" hrefFor={hrefFor} />
              <SortHeader
                column="isin"
                label={locale === 'id' ? 'Kode ISIN' : 'ISIN code'}
                sort="code"
                hrefFor={hrefFor}
              />
            </tr>
          </thead>
        </table>
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: code }).getAttribute('href')).toBe('/list?sort=-code');
    expect(screen.getByRole('link', { name: isin }).getAttribute('href')).toBe('/list?sort=isin');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', null]);
  });
});
