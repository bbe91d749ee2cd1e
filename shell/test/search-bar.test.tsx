import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation } from '@ksei/shared';
import { comboboxKey } from '../src/chrome/search-combobox';

import { SearchBar } from '../src/chrome/SearchBar';

/**
 * The API as a real HTTP server on another origin (answering CORS like a separate API host would);
 * `get.mockResolvedValue({ data })` decides its answer, `get.mock.calls` records what was asked.
 */
const get = jest.fn<Promise<{ data: unknown }>, [string]>();
let api: http.Server;
beforeAll(async () => {
  api = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    void get(request.url ?? '').then(({ data }) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const meta = document.createElement('meta');
  meta.name = 'ksei-api-base';
  meta.content = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
  document.head.append(meta);
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});

describe('combobox keys (ARIA 1.2)', () => {
  const closed = { open: false, active: -1 };
  it('arrows open the list and wrap around', () => {
    expect(comboboxKey(closed, 'ArrowDown', 3).state).toEqual({ open: true, active: 0 });
    expect(comboboxKey(closed, 'ArrowUp', 3).state).toEqual({ open: true, active: 2 });
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowDown', 3).state.active).toBe(0);
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3).state.active).toBe(2);
    expect(comboboxKey({ open: true, active: -1 }, 'ArrowUp', 3).state.active).toBe(2);
    expect(comboboxKey(closed, 'ArrowDown', 0)).toEqual({ state: closed, action: null, handled: false });
  });
  it('Enter chooses the highlighted option, otherwise submits', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toMatchObject({ action: 'choose', handled: true });
    expect(comboboxKey({ open: true, active: -1 }, 'Enter', 3)).toMatchObject({ action: 'submit', handled: false });
    expect(comboboxKey({ open: false, active: 1 }, 'Enter', 3)).toMatchObject({ action: 'submit' });
  });
  it('Escape closes the list, then clears', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Escape', 3)).toMatchObject({
      state: closed,
      action: null,
      handled: true,
    });
    expect(comboboxKey(closed, 'Escape', 3)).toMatchObject({ action: 'clear' });
  });
  it('leaves other keys alone', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'a', 3)).toEqual({
      state: { open: true, active: 1 },
      action: null,
      handled: false,
    });
  });
});

describe('header search suggestions', () => {
  beforeEach(() => {
    get.mockReset();
    window.history.replaceState(null, '', '/en');
    act(() => {
      syncLocation();
      setLocale('en');
    });
  });

  it('asks after 2 characters, debounced, and navigates to the chosen suggestion', async () => {
    get.mockResolvedValue({
      data: {
        data: [
          { title: 'Frequently Asked Questions', type: 'page', pageId: 'faq', params: {} },
          { title: 'Careers', type: 'page', pageId: 'careers', params: {} },
        ],
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SearchBar />
      </I18nextProvider>,
    );
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)?.getAttribute('role')).toBe('listbox');

    fireEvent.focus(input);
    // One character is never asked, however long the wait (fake time, far past the 200 ms debounce).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      fireEvent.change(input, { target: { value: 'f' } });
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      expect(get).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }

    fireEvent.change(input, { target: { value: 'fa' } });
    fireEvent.change(input, { target: { value: 'faq' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/api/search/suggest?locale=en&q=faq');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Frequently Asked QuestionsPages', 'CareersPages']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/en/karir');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks once, 200 ms after typing stops (not at 199 ms), for the last term only', async () => {
    // A term no other test asks for: answers are cached by URL.
    get.mockResolvedValue({ data: { data: [{ title: 'Saham', type: 'page', pageId: 'faq', params: {} }] } });
    // Fake timers for the debounce; the request itself is seen when the browser opens it (jsdom's XHR),
    // so a request started too early is counted even if a later keystroke cancels it.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const asked = (): string[] =>
      open.mock.calls.map((call) => String(call[1])).filter((url) => url.includes('/api/search/suggest'));
    const settle = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
        for (let i = 0; i < 20; i += 1) await Promise.resolve();
      });
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <SearchBar />
        </I18nextProvider>,
      );
      const input = screen.getByRole('combobox');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'sa' } });
      await settle(199);
      expect(asked()).toEqual([]);
      fireEvent.change(input, { target: { value: 'saham' } });
      await settle(199);
      expect(asked()).toEqual([]);
      await settle(1);
      expect(asked()).toHaveLength(1);
      expect(asked()[0]).toMatch(/\/api\/search\/suggest\?locale=en&q=saham$/);
      jest.useRealTimers();
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
      expect(get.mock.calls.map((call) => call[0])).toEqual(['/api/search/suggest?locale=en&q=saham']);
    } finally {
      open.mockRestore();
      jest.useRealTimers();
    }
  });

  it('Escape closes the list without navigating', async () => {
    get.mockResolvedValue({ data: { data: [{ title: 'ISIN Code', type: 'page', pageId: 'isin', params: {} }] } });
    render(
      <I18nextProvider i18n={i18n}>
        <SearchBar />
      </I18nextProvider>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'isin' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('isin');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(window.location.pathname).toBe('/en');
  });

  it('submits the typed query to the search page, which refills the box', async () => {
    get.mockResolvedValue({ data: { data: [] } });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <SearchBar />
      </I18nextProvider>,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' obligasi ' } });
    fireEvent.submit(container.querySelector('form')!);
    expect(window.location.pathname + window.location.search).toBe('/en/search?q=obligasi');
    act(() => syncLocation());
    expect(input.value).toBe('obligasi');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
