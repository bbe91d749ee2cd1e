import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation, type Locale } from '@ksei/shared';
import { LanguageSwitch } from '../src/chrome/LanguageSwitch';

/** The header's switch, on the page at `address` (a path with its query), as the shell shows it. */
function renderOn(address: string, locale: Locale) {
  window.history.pushState({}, '', address);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitch />
    </I18nextProvider>,
  );
}

const switchTo = (locale: Locale) => {
  const link = document.querySelector(`[data-language-switch="${locale}"]`);
  expect(link).not.toBeNull();
  return link as HTMLAnchorElement;
};

describe('language switch on a page with a query', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    act(() => syncLocation());
  });

  it('links the search results, page 2, in English with the same query', () => {
    renderOn('/id/search?q=bbca&page=2', 'id');
    expect(switchTo('en').getAttribute('href')).toBe('/en/search?q=bbca&page=2');
    // Only the other language is a link: the current one is marked, not linked.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('keeps the query, but not the fragment, of a page with a parameter, from English to Indonesian', () => {
    renderOn('/en/karir/contoh-lowongan?ref=newsletter&utm_source=mail#apply', 'en');
    expect(switchTo('id').getAttribute('href')).toBe('/id/karir/contoh-lowongan?ref=newsletter&utm_source=mail');
  });

  it('follows the query when it changes on the same page', () => {
    renderOn('/id/isin?type=WARRANT', 'id');
    expect(switchTo('en').getAttribute('href')).toBe('/en/isin?type=WARRANT');
    window.history.pushState({}, '', '/id/isin?type=WARRANT&page=3');
    act(() => syncLocation());
    expect(switchTo('en').getAttribute('href')).toBe('/en/isin?type=WARRANT&page=3');
  });

  it('a click goes to the other language with the query, without a page load', () => {
    renderOn('/id/search?q=dividen&page=2', 'id');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      fireEvent(switchTo('en'), click);
    });
    // Handled in the page (no load): the address changed through the history.
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/en/search?q=dividen&page=2');
  });
});
