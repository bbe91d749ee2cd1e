import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Captcha,
  CAPTCHA_ERRORS,
  CAPTCHA_META,
  CAPTCHA_TEXT,
  unloadCaptchaScript,
  type CaptchaApi,
  type CaptchaHandle,
  type CaptchaRenderParameters,
  type CaptchaRuntimeConfig,
} from '../src/captcha';

/**
 * The provider's script is the outside boundary: a script element the component adds is answered
 * here, as the provider would (defining `grecaptcha` and calling the onload callback) or as a network
 * failure would (its `error` event).
 */
type Answer = 'load' | 'fail' | 'hold';
let answer: Answer = 'load';
let scripts: HTMLScriptElement[] = [];
let rendered: { container: HTMLElement; parameters: CaptchaRenderParameters }[] = [];
let response = '';
const resets: (number | undefined)[] = [];
let enterpriseObject = false;

function fakeApi(): CaptchaApi {
  return {
    render(container, parameters) {
      rendered.push({ container, parameters });
      return rendered.length - 1;
    },
    reset: (id) => resets.push(id),
    getResponse: () => response,
    ready: (callback) => callback(),
  };
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scripts.push(node);
      if (answer === 'hold') continue;
      setTimeout(() => {
        if (answer === 'fail') {
          node.dispatchEvent(new Event('error'));
          return;
        }
        const api = fakeApi();
        window.grecaptcha = enterpriseObject
          ? ({ enterprise: api } as unknown as CaptchaApi & { enterprise: CaptchaApi })
          : api;
        window.__kseiCaptchaLoaded?.();
      });
    }
  }
});

const CONFIG: CaptchaRuntimeConfig = {
  siteKey: 'site-key',
  version: '2',
  mode: 'base',
  origin: 'https://www.google.com',
};

function setMeta(attributes: Record<string, string> | null): void {
  document.head.querySelector(`meta[name="${CAPTCHA_META}"]`)?.remove();
  if (!attributes) return;
  const meta = document.createElement('meta');
  meta.name = CAPTCHA_META;
  for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value);
  document.head.appendChild(meta);
}

let errors: jest.SpyInstance;
beforeEach(() => {
  observer.observe(document.head, { childList: true });
  answer = 'load';
  scripts = [];
  rendered = [];
  response = '';
  resets.length = 0;
  enterpriseObject = false;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  setMeta({ content: 'site-key', 'data-version': '2', 'data-mode': 'base', 'data-origin': 'https://www.google.com' });
});
afterEach(() => {
  observer.disconnect();
  unloadCaptchaScript();
  errors.mockRestore();
});

/**
 * Lets the script's chain run out: each turn of the timers lets one step go (the provider's answer is a
 * timer set after the script is added, then React's updates). Turns, not a wall-clock wait: on a busy
 * machine a 5 ms wait could end before a timer set just after it (red in a CI run).
 */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 10; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('the captcha widget', () => {
  it('renders a stable placeholder on the server and loads no script there or before it mounts', async () => {
    const html = renderToString(<Captcha locale="id" config={CONFIG} />);
    expect(html).toContain('data-captcha=""');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<script');
    await settle();
    expect(scripts).toHaveLength(0);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it.each([
    ['id', 'base', 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kseiCaptchaLoaded&hl=id'],
    ['en', 'base', 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kseiCaptchaLoaded&hl=en'],
    [
      'id',
      'enterprise',
      'https://www.google.com/recaptcha/enterprise.js?render=explicit&onload=__kseiCaptchaLoaded&hl=id',
    ],
    [
      'en',
      'enterprise',
      'https://www.google.com/recaptcha/enterprise.js?render=explicit&onload=__kseiCaptchaLoaded&hl=en',
    ],
  ] as const)('loads the script on mount in the page language (%s, %s mode)', async (locale, mode, url) => {
    enterpriseObject = mode === 'enterprise';
    setMeta({ content: 'site-key', 'data-version': '2', 'data-mode': mode, 'data-origin': 'https://www.google.com' });
    render(<Captcha locale={locale} />);
    await settle();
    expect(scripts.map((script) => script.src)).toEqual([url]);
    expect(scripts[0]?.async).toBe(true);
    // The widget was rendered by the mode's API object (enterprise: grecaptcha.enterprise only).
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.parameters).toMatchObject({ sitekey: 'site-key', size: 'normal', tabindex: 0 });
  });

  it('hands the token over, and tells when it expired', async () => {
    const onToken = jest.fn();
    const onExpired = jest.fn();
    render(<Captcha locale="en" config={CONFIG} onToken={onToken} onExpired={onExpired} />);
    await settle();
    act(() => rendered[0]?.parameters.callback('token-1'));
    expect(onToken).toHaveBeenCalledWith('token-1');
    act(() => rendered[0]?.parameters['expired-callback']());
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(CAPTCHA_TEXT.en.expired);
  });

  describe.each(['id', 'en'] as const)('errors, logged exactly and told in %s', (locale) => {
    const text = CAPTCHA_TEXT[locale];

    async function expectError(kind: keyof typeof CAPTCHA_ERRORS, onError: jest.Mock) {
      await settle();
      expect(errors).toHaveBeenCalledWith(CAPTCHA_ERRORS[kind]);
      expect(onError).toHaveBeenCalledWith(CAPTCHA_ERRORS[kind]);
      expect(screen.getByRole('alert').textContent).toBe(text[kind]);
    }

    it('ReCaptcha error: No key provided', async () => {
      setMeta({ content: '', 'data-version': '2', 'data-origin': 'https://www.google.com' });
      const onError = jest.fn();
      render(<Captcha locale={locale} onError={onError} />);
      await expectError('noKey', onError);
      expect(scripts).toHaveLength(0);
    });

    it('ReCaptcha error: No version provided', async () => {
      setMeta({ content: 'site-key', 'data-origin': 'https://www.google.com' });
      const onError = jest.fn();
      render(<Captcha locale={locale} onError={onError} />);
      await expectError('noVersion', onError);
      expect(scripts).toHaveLength(0);
    });

    it('ReCaptcha error: Failed to load script, with a retry that loads it again', async () => {
      answer = 'fail';
      const onError = jest.fn();
      render(<Captcha locale={locale} config={CONFIG} onError={onError} />);
      await expectError('loadScript', onError);
      expect(document.querySelector('script[data-ksei-captcha]')).toBeNull();
      answer = 'load';
      fireEvent.click(screen.getByRole('button', { name: text.retry }));
      await settle();
      expect(scripts).toHaveLength(2);
      expect(rendered).toHaveLength(1);
      expect(screen.getByRole('alert').textContent).toBe('');
      expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
    });

    it('Failed to execute, from the error callback', async () => {
      const onError = jest.fn();
      render(<Captcha locale={locale} config={CONFIG} onError={onError} />);
      await settle();
      act(() => rendered[0]?.parameters['error-callback']());
      await expectError('execute', onError);
    });

    it('Failed to execute, asking for the token of an unticked box', async () => {
      const onError = jest.fn();
      const handle = createRef<CaptchaHandle>();
      render(<Captcha locale={locale} config={CONFIG} onError={onError} ref={handle} />);
      await settle();
      await act(() => expect(handle.current?.getResponse()).rejects.toBe('Failed to execute'));
      await expectError('execute', onError);
      response = 'token-2';
      await expect(handle.current?.getResponse()).resolves.toBe('token-2');
    });
  });

  it('starts over when a form resets it after a refused submission', async () => {
    const handle = createRef<CaptchaHandle>();
    render(<Captcha locale="en" config={CONFIG} ref={handle} />);
    await settle();
    act(() => rendered[0]?.parameters['expired-callback']());
    act(() => handle.current?.reset());
    expect(resets).toEqual([0]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('loads another script for another language', async () => {
    const view = render(<Captcha locale="id" config={CONFIG} />);
    await settle();
    view.rerender(<Captcha locale="en" config={CONFIG} />);
    await settle();
    expect(scripts.map((script) => new URL(script.src).searchParams.get('hl'))).toEqual(['id', 'en']);
    expect(document.querySelectorAll('script[data-ksei-captcha]')).toHaveLength(1);
  });

  it('loads the page again once when reached from a page without the configuration, then says so', async () => {
    setMeta(null);
    const first = render(<Captcha locale="en" />);
    await settle();
    expect(window.sessionStorage.getItem('ksei-captcha-reload')).toBe(window.location.pathname);
    expect(errors).not.toHaveBeenCalledWith(CAPTCHA_ERRORS.noKey);
    first.unmount();
    render(<Captcha locale="en" />);
    await settle();
    expect(errors).toHaveBeenCalledWith(CAPTCHA_ERRORS.noKey);
    expect(scripts).toHaveLength(0);
  });
});
