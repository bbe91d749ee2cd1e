/**
 * Loads the provider's script on demand (when a widget mounts, never with the page) and hands over
 * the API object: `grecaptcha`, or `grecaptcha.enterprise` in enterprise mode. One script per page;
 * another language or mode replaces it, as the original module's destroy() + init() did.
 */
import { CAPTCHA_ERRORS, CAPTCHA_ONLOAD_CALLBACK, type CaptchaMode } from '../api/captcha.js';

/** reCAPTCHA v2's render parameters (the `data-*` attributes of a `.g-recaptcha` element). */
export interface CaptchaRenderParameters {
  readonly sitekey: string;
  readonly size: 'normal';
  readonly theme: 'light';
  readonly tabindex: number;
  readonly callback: (token: string) => void;
  readonly 'expired-callback': () => void;
  readonly 'error-callback': () => void;
}

/** The part of reCAPTCHA's browser API the component uses (the same on `grecaptcha.enterprise`). */
export interface CaptchaApi {
  render(container: HTMLElement, parameters: CaptchaRenderParameters): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  ready(callback: () => void): void;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaApi & { enterprise?: CaptchaApi };
    [CAPTCHA_ONLOAD_CALLBACK]?: () => void;
  }
}

/** Marks the script this module added, so it can be found and replaced. */
const SCRIPT_MARK = 'data-ksei-captcha';

let current: { readonly url: string; readonly loaded: Promise<CaptchaApi> } | undefined;

function apiOf(mode: CaptchaMode): CaptchaApi | undefined {
  const global = window.grecaptcha;
  return mode === 'enterprise' ? global?.enterprise : global;
}

/** Removes the script and what it defined, so the next load starts clean. */
export function unloadCaptchaScript(): void {
  for (const script of document.querySelectorAll(`script[${SCRIPT_MARK}]`)) script.remove();
  delete window.grecaptcha;
  delete window[CAPTCHA_ONLOAD_CALLBACK];
  current = undefined;
}

/**
 * The API, once the script at `url` has loaded and called back. Rejects with the exact string
 * `ReCaptcha error: Failed to load script` when the script cannot load (the element is removed, so
 * the next call tries again).
 */
export function loadCaptchaScript(url: string, mode: CaptchaMode): Promise<CaptchaApi> {
  if (current?.url === url) return current.loaded;
  if (current) unloadCaptchaScript();
  const loaded = new Promise<CaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (): void => {
      script.remove();
      if (current?.loaded === loaded) current = undefined;
      reject(CAPTCHA_ERRORS.loadScript);
    };
    window[CAPTCHA_ONLOAD_CALLBACK] = () => {
      const api = apiOf(mode);
      if (api) resolve(api);
      else fail();
    };
    script.src = url;
    script.async = true;
    script.defer = true;
    script.setAttribute(SCRIPT_MARK, '');
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  current = { url, loaded };
  return loaded;
}
