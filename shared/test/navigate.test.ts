import './install-site-routes';
import { isPlainLeftClick, navigate, needsOwnDocument } from '../src/runtime/navigate';

describe('client-side navigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds an entry to the history for a plain navigation', () => {
    window.history.replaceState(null, '', '/id');
    const entries = window.history.length;
    navigate('/id/faq?q=1');
    expect(window.location.pathname + window.location.search).toBe('/id/faq?q=1');
    expect(window.history.length).toBe(entries + 1);
  });

  it('replaces the current entry when asked to', () => {
    window.history.replaceState(null, '', '/id');
    const entries = window.history.length;
    navigate('/en', { replace: true });
    expect(window.location.pathname).toBe('/en');
    expect(window.history.length).toBe(entries);
  });
});

describe('which link clicks the site handles itself', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it('handles a plain left click', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it.each([
    ['a middle click (new tab)', { button: 1 }],
    ['a right click', { button: 2 }],
    ['⌘-click (new tab on macOS)', { metaKey: true }],
    ['Ctrl-click (new tab)', { ctrlKey: true }],
    ['Shift-click (new window)', { shiftKey: true }],
    ['Alt-click (download)', { altKey: true }],
    ['a click another handler already prevented', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});

describe('a page with a form gets a document of its own', () => {
  // The contact page declares a form (mf-forms' routes); the FAQ does not.
  const contact = '/en/contact-us';
  afterEach(() => document.head.querySelector('meta[name="ksei-captcha"]')?.remove());

  it('when the current document was served without the captcha (its policy does not admit it)', () => {
    expect(needsOwnDocument(contact)).toBe(true);
    expect(needsOwnDocument(`${contact}?from=faq#form`)).toBe(true);
  });

  it('not when the current document carries the captcha, nor for a page without a form', () => {
    expect(needsOwnDocument('/en/faq')).toBe(false);
    const meta = document.createElement('meta');
    meta.name = 'ksei-captcha';
    document.head.append(meta);
    expect(needsOwnDocument(contact)).toBe(false);
  });

  it('navigate() leaves such a page to the browser instead of pushing it into the history', () => {
    window.history.replaceState(null, '', '/en/faq');
    const entries = window.history.length;
    // jsdom cannot load a document: it reports the attempt instead (an error on the virtual console).
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    navigate(contact);
    expect(window.location.pathname).toBe('/en/faq');
    expect(window.history.length).toBe(entries);
    errors.mockRestore();
  });
});
