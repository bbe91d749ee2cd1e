/** Where the configured provider is: the browser's configuration, the fallback frame, the verify URLs. */
import { CAPTCHA_PATHS, CAPTCHA_VERSION, type CaptchaRuntimeConfig } from '@ksei/shared/node';
import type { CaptchaSettings } from './settings.js';

const ENTERPRISE_API_ORIGIN = 'https://recaptchaenterprise.googleapis.com';

/** The provider's addresses, for the page and the verifier. */
export interface CaptchaEndpoints {
  /** The browser's configuration (`meta[name="ksei-captcha"]`). */
  readonly page: CaptchaRuntimeConfig;
  /** The no-JavaScript frame of the configured key, in `locale`. */
  fallbackUrl(locale: string): string;
  readonly siteverifyUrl: string;
  readonly assessmentUrl: string;
}

/** `localOrigin`: the running local provider's (with `provider: 'local'`). */
export function captchaEndpoints(settings: CaptchaSettings, localOrigin?: string): CaptchaEndpoints {
  const local = settings.provider === 'local';
  localOrigin ??= settings.sharedLocalOrigin;
  if (local && !localOrigin) throw new Error('the local captcha provider is not running');
  const scriptOrigin = local ? (localOrigin ?? '') : `https://${settings.scriptHost}`;
  const verifyOrigin = local ? (localOrigin ?? '') : `https://${settings.verifyHost}`;
  const apiOrigin = local ? (localOrigin ?? '') : ENTERPRISE_API_ORIGIN;
  return {
    page: { siteKey: settings.siteKey, version: CAPTCHA_VERSION, mode: settings.mode, origin: scriptOrigin },
    fallbackUrl: (locale) =>
      `${scriptOrigin}${CAPTCHA_PATHS.fallback}?${new URLSearchParams({ k: settings.siteKey, hl: locale })}`,
    siteverifyUrl: verifyOrigin + CAPTCHA_PATHS.siteverify,
    assessmentUrl: apiOrigin + CAPTCHA_PATHS.assessments(settings.enterprise?.project ?? ''),
  };
}
