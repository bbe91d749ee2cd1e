/** What a page carrying a form must admit in its Content-Security-Policy for the configured captcha. */
import type { CaptchaSettings, GoogleHost } from '../domains/captcha/index.js';

export interface CaptchaCspSources {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
  /** reCAPTCHA's widget sets `style` attributes (google/recaptcha#107): admitted (attributes only, no `<style>`). */
  readonly styleAttributes: boolean;
}

/** Google's hosts for reCAPTCHA, from its CSP guidance (paths narrowed to /recaptcha/). */
function googleCsp(scriptHost: GoogleHost): CaptchaCspSources {
  return scriptHost === 'www.recaptcha.net'
    ? {
        script: ['https://www.recaptcha.net/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.recaptcha.net/recaptcha/'],
        connect: [],
        styleAttributes: true,
      }
    : {
        script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        connect: [],
        styleAttributes: true,
      };
}

/** `scriptOrigin`: where the page loads the widget from (the local provider's origin in development). */
export function captchaCspSources(settings: CaptchaSettings, scriptOrigin: string): CaptchaCspSources {
  return settings.provider === 'local'
    ? { script: [scriptOrigin], frame: [scriptOrigin], connect: [scriptOrigin], styleAttributes: false }
    : googleCsp(settings.scriptHost);
}
