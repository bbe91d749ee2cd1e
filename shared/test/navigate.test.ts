import { isPlainLeftClick, navigate } from '../src/runtime/navigate';

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
