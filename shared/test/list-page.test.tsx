import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ListPage, type QueryChanges, type ResultList } from '../src/content';
import { i18n, setLocale } from '../src/index';

const NAMESPACE = 'list-page-test';
const EVENTS: ResultList = {
  data: [{ sample: false }, { sample: false }],
  meta: { page: 1, pageSize: 2, total: 5, totalPages: 3 },
};
const NONE: ResultList = { data: [], meta: { page: 1, pageSize: 2, total: 0, totalPages: 0 } };

/** The list's address with the changes, as the section's list query writes it. */
const hrefWith = (changes: QueryChanges) =>
  `/en/events?${new URLSearchParams(Object.entries(changes).map(([key, value]) => [key, String(value)]))}`;

beforeAll(() => {
  i18n.addResourceBundle('en', NAMESPACE, {
    results_one: '{{formatted}} event found',
    results_other: '{{formatted}} events found',
    noResults: 'No event matches.',
  });
  act(() => setLocale('en'));
});

function renderPage(props: { list?: ResultList; busy?: boolean; filtered?: boolean; controls?: boolean } = {}) {
  const { list = EVENTS, busy = false, filtered = false, controls = true } = props;
  const page = {
    pageId: 'publication.events',
    lead: 'What KSEI did.',
    namespace: NAMESPACE,
    list,
    busy,
    filtered,
    hrefWith,
  };
  const items = (
    <ul>
      <li>First event</li>
      <li>Second event</li>
    </ul>
  );
  return render(
    <I18nextProvider i18n={i18n}>
      {controls ? (
        <ListPage {...page} controlsLabel="Filter the events" controls={<button type="button">Apply</button>}>
          {items}
        </ListPage>
      ) : (
        <ListPage {...page}>{items}</ListPage>
      )}
    </I18nextProvider>,
  );
}

describe('ListPage', () => {
  it('shows the heading and lead, the controls in a search landmark of their name, then count and items', () => {
    const { container } = renderPage();
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
    renderPage({ controls: false });
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
    renderPage({ list: NONE, filtered: false });
    expect(screen.queryByText('No event matches.')).toBeNull();
    expect(screen.getByText('The data you are looking for is not available or has been deleted.')).toBeTruthy();
  });

  it('marks the results busy while the next address loads, and only then', () => {
    const { unmount } = renderPage({ busy: true });
    expect(screen.getByRole('status').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    unmount();
    renderPage({ busy: false });
    expect(screen.getByRole('status').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });
});
