import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DataTable, type Column } from '../src/content';
import { i18n, setLocale } from '../src/index';

interface Row {
  readonly code: string;
  readonly units: number;
}
const ROWS: readonly Row[] = [
  { code: 'AALI', units: 1924688333 },
  { code: 'BBCA', units: 123275050000 },
];
const COLUMNS: readonly Column<Row>[] = [
  { key: 'code', header: 'Code', rowHeader: true, sort: { name: 'code' }, cell: (row) => row.code },
  {
    key: 'units',
    header: 'Units',
    numeric: true,
    sort: { name: 'units', first: 'descending' },
    cell: (row) => row.units,
  },
];

function renderTable(sort?: { current: string; hrefFor: (sort: string) => string }) {
  act(() => setLocale('en'));
  return render(
    <I18nextProvider i18n={i18n}>
      <DataTable
        caption="Holdings"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.code}
        {...(sort ? { sort } : {})}
      />
    </I18nextProvider>,
  );
}

describe('DataTable (columns as data)', () => {
  it('renders one row per item, the row-header column as <th scope="row">, in column order', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Units']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['AALI', 'BBCA']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['1924688333', '123275050000']);
  });

  it('sortable headers link to the list in the order they apply; only the sorted one has aria-sort', () => {
    renderTable({ current: '-units', hrefFor: (sort) => `/list?sort=${sort}` });
    expect(screen.getByRole('link', { name: 'Code (sort ascending)' }).getAttribute('href')).toBe('/list?sort=code');
    expect(screen.getByRole('link', { name: 'Units (sort ascending)' }).getAttribute('href')).toBe('/list?sort=units');
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('aria-sort'))).toEqual([null, 'descending']);
  });

  it('without a sort, headers are plain text', () => {
    renderTable();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
