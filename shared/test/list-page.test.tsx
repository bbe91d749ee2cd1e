import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ListPage, type ListPageProps, type QueryChanges, type ResultList } from '../src/content';
import { i18n, setLocale } from '../src/index';

const NAMESPACE = 'list-page-test';
const EVENTS: ResultList = {
  data: [{ sample: false }, { sample: false }],
  meta: { page: 1, pageSize: 2, total: 5, totalPages: 3 },
};
const NONE: ResultList = { data: [], meta: { page: 1, pageSize: 2, total: 0, totalPages: 0 } };
const UNAVAILABLE = 'The data you are looking for is not available or has been deleted.';

/** The list query of an address with `search` as its query string, as a section page's would be. */
function queryOf(search = '', busy = false) {
  return {
    params: new URLSearchParams(search),
    busy,
    hrefWith: (changes: QueryChanges) =>
      `/en/events?${new URLSearchParams(Object.entries(changes).map(([key, value]) => [key, String(value)]))}`,
    update: jest.fn<void, [QueryChanges]>(),
  };
}

beforeAll(() => {
  i18n.addResourceBundle('en', NAMESPACE, {
    results_one: '{{formatted}} event found',
    results_other: '{{formatted}} events found',
    noResults: 'No event matches.',
  });
  act(() => setLocale('en'));
});

type Variant =
  | { readonly controls?: undefined; readonly search?: undefined }
  | { readonly controls: true; readonly search?: undefined }
  | { readonly search: true; readonly controls?: undefined };

function renderPage(
  props: Variant & { list?: ResultList; query?: ReturnType<typeof queryOf>; filtered?: boolean } = {},
) {
  const { list = EVENTS, query = queryOf(), filtered } = props;
  const common = {
    pageId: 'publication.events',
    lead: 'What KSEI did.',
    namespace: NAMESPACE,
    list,
    query,
    ...(filtered === undefined ? {} : { filtered }),
    children: (
      <ul>
        <li>First event</li>
        <li>Second event</li>
      </ul>
    ),
  };
  const page: ListPageProps = props.controls
    ? { ...common, controlsLabel: 'Filter the events', controls: <button type="button">Apply</button> }
    : props.search
      ? { ...common, search: { label: 'Search the events', fieldLabel: 'Words', submitLabel: 'Search' } }
      : common;
  return render(
    <I18nextProvider i18n={i18n}>
      <ListPage {...page} />
    </I18nextProvider>,
  );
}

describe('ListPage', () => {
  it('shows the heading and lead, the controls in a search landmark of their name, then count and items', () => {
    const { container } = renderPage({ controls: true });
    const heading = screen.getByRole('heading', { level: 1, name: 'Events' });
    const lead = screen.getByText('What KSEI did.');
    const search = screen.getByRole('search', { name: 'Filter the events' });
    expect(within(search).getByRole('button', { name: 'Apply' })).toBeTruthy();
    const count = screen.getByRole('status');
    expect(count.textContent).toBe('5 events found');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Second event');
    const order = [heading, lead, search, count].map((element) =>
      [...container.querySelectorAll('*')].indexOf(element),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has no search landmark without controls', () => {
    renderPage();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('5 events found');
  });

  it("links the other pages to the list's address with that page", () => {
    renderPage();
    const pages = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/en/events?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en/events?page=3');
  });

  it('says nothing matches for an empty filtered list, and that the data is unavailable for an empty plain one', () => {
    const { unmount } = renderPage({ list: NONE, filtered: true });
    expect(screen.getByText('No event matches.')).toBeTruthy();
    unmount();
    renderPage({ list: NONE });
    expect(screen.queryByText('No event matches.')).toBeNull();
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });

  it('marks the results busy while the next address loads, and only then', () => {
    const { unmount } = renderPage({ query: queryOf('', true) });
    expect(screen.getByRole('status').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    unmount();
    renderPage({ query: queryOf('', false) });
    expect(screen.getByRole('status').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });

  it("with a search: the box in its landmark shows the address's q and applies a new one as q", () => {
    const query = queryOf('q=agm&page=2');
    renderPage({ search: true, query });
    const search = screen.getByRole('search', { name: 'Search the events' });
    const box = within(search).getByRole('searchbox', { name: 'Words' }) as HTMLInputElement;
    expect(box.value).toBe('agm');
    box.value = ' rups ';
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(query.update).toHaveBeenCalledTimes(1);
    expect(query.update).toHaveBeenCalledWith({ q: 'rups' });
  });

  it('with a search: an empty result of a search says nothing matches; without one, that the data is unavailable', () => {
    const { unmount } = renderPage({ search: true, list: NONE, query: queryOf('q=agm') });
    expect(screen.getByText('No event matches.')).toBeTruthy();
    unmount();
    renderPage({ search: true, list: NONE, query: queryOf('') });
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });
});
