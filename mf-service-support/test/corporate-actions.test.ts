import { ApiError, type CorporateActionList } from '@ksei/shared';
import {
  calendarUrl,
  isIsoDate,
  loadCorporateActions,
  scheduleQuery,
} from '../src/features/corporate-actions/api/corporate-actions';

const mockFetch = jest.fn();
jest.mock('@ksei/shared', () => ({
  ...jest.requireActual('@ksei/shared'),
  fetchApi: (...args: unknown[]) => mockFetch(...args),
}));

const LIST: CorporateActionList = {
  data: [],
  meta: { page: 1, pageSize: 20, total: 0, totalPages: 0 },
  tabs: { kind: { mandatory: 0, voluntary: 0 }, market: { 'on-exchange': 0, 'off-exchange': 0 } },
};
const TYPES = { data: [] };

function answer(list: () => Promise<unknown>) {
  mockFetch.mockImplementation((path: string) =>
    path === '/api/corporate-action-types' ? Promise.resolve(TYPES) : list(),
  );
}

const load = (search: string) =>
  loadCorporateActions({
    pageId: 'service.scheduleOfCorporateActions',
    locale: 'en',
    params: {},
    search: new URLSearchParams(search),
    signal: new AbortController().signal,
  });

beforeEach(() => mockFetch.mockReset());

describe('corporate-action schedule state', () => {
  it('reads the address, falling back to all tabs and the defaults for values outside their sets', () => {
    expect(
      scheduleQuery(new URLSearchParams('kind=voluntary&market=nowhere&dateField=x&sort=-date&page=3&code=%20smar')),
    ).toEqual({
      type: '',
      kind: 'voluntary',
      market: '',
      code: 'smar',
      from: '',
      to: '',
      dateField: 'cum',
      sort: '-date',
      page: 3,
    });
  });

  it('exports the calendar under the same filters, without the page and the defaults', () => {
    const query = scheduleQuery(new URLSearchParams('type=merger&from=2024-01-01&dateField=cum&sort=date&page=2'));
    expect(calendarUrl(query, 'id')).toBe('/api/corporate-actions.ics?from=2024-01-01&locale=id&type=merger');
    const recording = scheduleQuery(new URLSearchParams('dateField=recording&sort=-date&market=off-exchange'));
    expect(calendarUrl(recording, 'en')).toBe(
      '/api/corporate-actions.ics?dateField=recording&locale=en&market=off-exchange&sort=-date',
    );
  });
});

describe('corporate-action schedule loader', () => {
  it('asks for the page of the address with its filters', async () => {
    answer(() => Promise.resolve(LIST));
    await expect(load('code=SMAR&to=2024-12-31&page=2')).resolves.toEqual({ list: LIST, problems: {}, types: [] });
    expect(mockFetch).toHaveBeenCalledWith(
      '/api/corporate-actions',
      expect.objectContaining({ locale: 'en', code: 'SMAR', to: '2024-12-31', page: 2, pageSize: 20 }),
      expect.anything(),
    );
  });

  it("turns a refused filter into the page's state, with the API's message for each field", async () => {
    const message = 'The start date (2024-12-01) must not be after the end date (2024-11-01).';
    answer(() => Promise.reject(new ApiError(400, `Invalid. ${message}`, [{ name: 'from', message }])));
    await expect(load('from=2024-12-01&to=2024-11-01')).resolves.toEqual({
      list: null,
      problems: { from: message },
      types: [],
    });
  });

  it('lets any other failure through (the section shows its error state)', async () => {
    answer(() => Promise.reject(new ApiError(503, 'Unavailable')));
    await expect(load('')).rejects.toThrow('Unavailable');
    answer(() => Promise.reject(new ApiError(400, 'Invalid', [{ name: 'pageSize', message: 'too big' }])));
    await expect(load('')).rejects.toThrow('Invalid');
  });
});

describe('isIsoDate', () => {
  it('accepts a YYYY-MM-DD date that exists, and nothing else', () => {
    expect(['2024-02-29', '2026-11-26', '1900-01-01'].map(isIsoDate)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '26-11-2026', ''].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
