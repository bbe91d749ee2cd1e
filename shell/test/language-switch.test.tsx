import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { buildPath, i18n, setLocale, syncLocation, type Locale } from '@ksei/shared';
import { LanguageSwitch } from '../src/chrome/LanguageSwitch';

/** What a sighted visitor reads on the element: its text without the visually hidden parts. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

function renderAt(locale: Locale) {
  window.history.pushState({}, '', buildPath('about.overview', locale));
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

describe('language switch (WCAG 2.5.3 label in name)', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it.each([
    ['id', 'EN', 'English'],
    ['en', 'ID', 'Bahasa Indonesia'],
  ] as const)('on a %s page the link to %s is named by its visible text first', (locale, code, language) => {
    renderAt(locale);
    let name = '';
    const link = screen.getByRole('link', {
      name: (accessibleName) => {
        name = accessibleName;
        return true;
      },
    });
    expect(visibleText(link)).toBe(code);
    expect(name.startsWith(code)).toBe(true);
    // Still says where it goes, in the page's language.
    expect(name).toContain(language);
    // The language's name is marked as that language, for the screen reader's pronunciation.
    const target = locale === 'id' ? 'en' : 'id';
    expect(link.querySelector(`.visually-hidden [lang="${target}"]`)?.textContent).toBe(language);
    expect(link.getAttribute('href')).toBe(buildPath('about.overview', target));
  });
});
