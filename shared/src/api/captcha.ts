/**
 * The captcha as the browser, the server and the local provider agree on it: reCAPTCHA v2 (normal
 * size, the checkbox), its addresses, the runtime configuration the server writes into a form page,
 * the exact errors and their messages for visitors. No React here: the server reads it through
 * `@ksei/shared/node`.
 */
import type { Locale } from '../routes/types.js';

/** `base`: api.js and siteverify; `enterprise`: enterprise.js, `grecaptcha.enterprise` and an assessment. */
export const CAPTCHA_MODES = ['base', 'enterprise'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** The one version the site uses: 2, the checkbox. */
export const CAPTCHA_VERSION = '2';

/**
 * `<meta name="ksei-captcha" content="<site key>" data-version data-mode data-origin>`: the runtime
 * configuration, written by the server into pages that carry a form (their CSP admits `data-origin`).
 */
export const CAPTCHA_META = 'ksei-captcha';

/** What the widget needs, read from the page. An empty key or version is the spec's error. */
export interface CaptchaRuntimeConfig {
  readonly siteKey: string;
  readonly version: string;
  readonly mode: CaptchaMode;
  /** Where the script and the no-JavaScript frame come from: `https://www.google.com`, `https://www.recaptcha.net`, or the local provider. */
  readonly origin: string;
}

/** The provider's addresses, the same on Google's hosts and on the local provider. */
export const CAPTCHA_PATHS = {
  script: { base: '/recaptcha/api.js', enterprise: '/recaptcha/enterprise.js' },
  /** The no-JavaScript frame (reCAPTCHA v2's old `<noscript>` fallback). */
  fallback: '/recaptcha/api/fallback',
  siteverify: '/recaptcha/api/siteverify',
  /** reCAPTCHA Enterprise's createAssessment, under the provider's API origin. */
  assessments: (project: string): string => `/v1/projects/${encodeURIComponent(project)}/assessments`,
} as const;

/**
 * The site's own address of the no-JavaScript frame: the server answers it with a redirect to the
 * provider's fallback page for the configured key (a server render has no page to read the key from).
 */
export const CAPTCHA_FALLBACK_ROUTE = '/captcha/fallback';

/** The site's fallback route for a page in `locale`. */
export function captchaFallbackRoute(locale: Locale): string {
  return `${CAPTCHA_FALLBACK_ROUTE}?hl=${locale}`;
}

/** Google's public test pair: every verification passes (and answers hostname `testkey.google.com`). */
export const GOOGLE_TEST_KEYS = {
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  hostname: 'testkey.google.com',
} as const;

/** A token is verifiable once, within two minutes of the tick. */
export const CAPTCHA_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/** The global the script calls once it is ready (`onload=`); never another name, so one page has one. */
export const CAPTCHA_ONLOAD_CALLBACK = '__kseiCaptchaLoaded';

/**
 * The script's address for a page in `locale`: explicit rendering (the component renders the widget),
 * the page's language as `hl`, the enterprise file in enterprise mode.
 */
export function captchaScriptUrl(config: CaptchaRuntimeConfig, locale: Locale): string {
  const url = new URL(CAPTCHA_PATHS.script[config.mode], config.origin);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
  url.searchParams.set('hl', locale);
  return url.href;
}

/** The no-JavaScript frame's address: the site key and the page's language. */
export function captchaFallbackUrl(config: CaptchaRuntimeConfig, locale: Locale): string {
  const url = new URL(CAPTCHA_PATHS.fallback, config.origin);
  url.searchParams.set('k', config.siteKey);
  url.searchParams.set('hl', locale);
  return url.href;
}

/** The spec's errors, exactly as the original logged them. */
export const CAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  execute: 'Failed to execute',
  loadScript: 'ReCaptcha error: Failed to load script',
} as const;
export type CaptchaErrorKind = keyof typeof CAPTCHA_ERRORS;
export type CaptchaErrorMessage = (typeof CAPTCHA_ERRORS)[CaptchaErrorKind];

/** What a visitor reads, in the page's language, for each error; plus the widget's other words. */
export const CAPTCHA_TEXT: Readonly<
  Record<
    Locale,
    Readonly<
      Record<CaptchaErrorKind | 'expired' | 'retry' | 'label' | 'noscript' | 'noscriptField' | 'noscriptFrame', string>
    >
  >
> = {
  id: {
    noKey: 'Pemeriksaan keamanan tidak dapat ditampilkan karena kunci situs belum diatur. Silakan coba lagi nanti.',
    noVersion: 'Pemeriksaan keamanan tidak dapat ditampilkan karena versinya belum diatur. Silakan coba lagi nanti.',
    execute:
      'Pemeriksaan keamanan belum selesai. Centang kotak "Saya bukan robot", lalu coba lagi. Jika tetap gagal, muat ulang halaman.',
    loadScript: 'Pemeriksaan keamanan tidak dapat dimuat. Periksa sambungan internet Anda, lalu tekan "Coba lagi".',
    expired: 'Pemeriksaan keamanan sudah kedaluwarsa. Centang kotak "Saya bukan robot" sekali lagi.',
    retry: 'Coba lagi',
    label: 'Pemeriksaan keamanan',
    noscript:
      'Tanpa JavaScript: centang kotak di dalam bingkai, tekan "Verifikasi", salin kode yang muncul, lalu tempelkan ke kotak di bawahnya.',
    noscriptField: 'Kode pemeriksaan keamanan',
    noscriptFrame: 'Pemeriksaan keamanan tanpa JavaScript',
  },
  en: {
    noKey: 'The security check cannot be shown because no site key is configured. Please try again later.',
    noVersion: 'The security check cannot be shown because no version is configured. Please try again later.',
    execute:
      'The security check is not complete. Tick "I\'m not a robot", then try again. If it keeps failing, reload the page.',
    loadScript: 'The security check could not be loaded. Check your internet connection, then press "Try again".',
    expired: 'The security check has expired. Tick "I\'m not a robot" once more.',
    retry: 'Try again',
    label: 'Security check',
    noscript:
      'Without JavaScript: tick the box inside the frame, press "Verify", copy the code that appears, then paste it into the box below it.',
    noscriptField: 'Security check code',
    noscriptFrame: 'Security check without JavaScript',
  },
};
