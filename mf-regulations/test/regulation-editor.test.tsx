/**
 * @jest-environment @ksei/build-tools/jsdom-fetch
 */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
// The section's own router over its real routes, as createSection builds it in the browser.
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { auth, buildPath, configureServerHttp, i18n, setLocale, setRouteTable, syncLocation } from '@ksei/shared';
import type { Locale } from '@ksei/shared';
import { CONTENT_TYPES, type EditorItem } from '@ksei/shared/api';
import { EDITOR_STRINGS } from '@ksei/shared/editor';
// The kit's routes from its source (not an entry of the package); it reaches @ksei/shared by name.
// eslint-disable-next-line no-restricted-imports
import { pageRoutes } from '../../shared/src/section/page-routes';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings } from '../src/app/i18n';
import { pages } from '../src/app/pages';
import { REGULATION_WORDS } from '../src/features/editor/regulation-words';
import { ROUTES } from '../src/routes';

/**
 * The regulation editor's pages in the browser: this section's routes and config over the editor kit,
 * with the real stores and i18next; the publishing API is played by an axios adapter (the real API
 * answers in server/test and e2e). What differs from the announcement editor is checked here: the
 * address it reads and writes, the category's choices and labels, the list's columns, the scope that
 * opens approval, and no preview links.
 */
setRouteTable(siteRoutes());
registerStrings();

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}
let calls: Call[] = [];
let answer: (config: InternalAxiosRequestConfig) => readonly [number, unknown] = () => [500, {}];

const adapter: AxiosAdapter = async (config) => {
  const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
  calls.push({ method: config.method ?? 'get', url: config.url ?? '', body });
  const [status, data] = answer(config);
  const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
  if (status < 400) return response;
  throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, {}, response);
};

function signIn(scope: readonly string[]) {
  auth.store.setState({ token: 'Bearer t0k3n', loggedIn: true, user: { name: 'Dewi', email: 'd@ksei.test', scope } });
}

beforeEach(() => {
  calls = [];
  answer = () => [500, {}];
  window.localStorage.clear();
  configureServerHttp({ baseURL: 'http://localhost/', adapter });
  signIn(['regulations:edit']);
});

function show(path: string, locale: Locale) {
  window.history.replaceState(null, '', path);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  const router = createMemoryRouter(pageRoutes(ROUTES, pages), { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const ITEM: EditorItem = {
  id: 7,
  type: 'regulation',
  key: 'peraturan-ksei-vi-d',
  version: 3,
  revision: 2,
  working: 'in_review',
  public: 'none',
  liveRevision: null,
  publishedAt: null,
  needsApproval: false,
  data: {
    shared: { category: 'ksei-regulations', decreeNumber: 'KEP-0027/DIR/KSEI/0524', date: '2024-05-20' },
    parts: {
      id: { number: 'Peraturan KSEI Nomor VI-D', title: 'Penitipan Kolektif', file: '' },
      en: { number: 'Regulation of KSEI Number VI-D', title: 'Collective Custody', file: '' },
    },
  },
  parts: { id: 'ready', en: 'ready' },
  major: false,
  changeNote: null,
  lastChangedBy: 'Dewi',
  submittedBy: 'Dewi',
  updatedAt: '2026-11-29T03:00:00.000Z',
};

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

describe.each(['id', 'en'] as const)('the regulation editor (%s)', (locale) => {
  const words = REGULATION_WORDS[locale];
  const kit = EDITOR_STRINGS[locale];
  const { category, decreeNumber } = CONTENT_TYPES.regulation.shared;

  it("lists the regulations from their own address, with each one's category and decree number", async () => {
    answer = () => [200, { data: [ITEM], meta: { page: 1, pageSize: 20, total: 1, totalPages: 1 } }];
    show(buildPath('editor.regulations', locale), locale);
    const row = (await screen.findByRole('link', { name: ITEM.data.parts[locale]?.['title'] ?? '' })).closest('tr');
    expect(calls.map((call) => pathOf(call.url))).toEqual(['/api/publishing/regulation']);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      words.columns.item,
      category.label[locale],
      decreeNumber.label[locale],
      kit.columns.working,
      kit.columns.parts,
      kit.columns.changed,
    ]);
    expect(within(row as HTMLElement).getByText(words.choices?.['category']?.['ksei-regulations'] ?? '')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('KEP-0027/DIR/KSEI/0524')).toBeTruthy();
    const newLink = screen.getByRole('link', { name: words.newItem });
    expect(newLink.getAttribute('href')).toBe(buildPath('editor.regulationNew', locale));
    expect(screen.getByText(words.lead)).toBeTruthy();
  });

  it('offers the categories by their names, reads no choices from the site, and creates a regulation', async () => {
    answer = (config) => [config.method === 'post' ? 201 : 200, { data: { ...ITEM, working: 'draft' } }];
    show(buildPath('editor.regulationNew', locale), locale);
    const select = await screen.findByLabelText(category.label[locale]);
    const labels = [...select.querySelectorAll('option')].slice(1).map((option) => option.textContent);
    expect(labels).toEqual(Object.values(words.choices?.['category'] ?? {}));
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(kit.key), { target: { value: 'peraturan-ksei-vi-d' } });
    fireEvent.change(select, { target: { value: 'ksei-regulations' } });
    // What is typed is kept in this browser under the regulation's own name until it is saved.
    expect(window.localStorage.getItem('ksei.editor.regulation.new')).toContain('ksei-regulations');
    fireEvent.click(screen.getByRole('button', { name: kit.create }));
    // Created, then opened on the regulation's own page (its number from the answer).
    await screen.findByRole('heading', { name: kit.actionsHeading });
    expect(calls.map((call) => `${call.method} ${pathOf(call.url)}`)).toEqual([
      'post /api/publishing/regulation',
      'get /api/publishing/regulation/7',
    ]);
    expect(calls[0]?.body).toMatchObject({
      key: 'peraturan-ksei-vi-d',
      data: { shared: { category: 'ksei-regulations' } },
    });
    expect(window.localStorage.getItem('ksei.editor.regulation.new')).toBeNull();
  });

  it.each([
    ['regulations:publish', true],
    ['publication:publish', false],
  ])('with %s, offers approval: %s; and never preview links', async (scope, approves) => {
    signIn(['regulations:edit', scope]);
    answer = () => [200, { data: ITEM }];
    show(buildPath('editor.regulation', locale, { slug: '7' }), locale);
    await screen.findByRole('heading', { name: kit.actionsHeading });
    expect(calls.map((call) => pathOf(call.url))).toEqual(['/api/publishing/regulation/7']);
    expect(screen.queryAllByRole('button', { name: kit.approve })).toHaveLength(approves ? 1 : 0);
    expect(screen.queryByRole('heading', { name: kit.preview.heading })).toBeNull();
    expect(screen.getByRole('link', { name: words.back }).getAttribute('href')).toBe(
      buildPath('editor.regulations', locale),
    );
  });
});
