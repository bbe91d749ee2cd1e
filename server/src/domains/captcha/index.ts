/** Captcha: its settings, where the provider is, and the verification of a token. */
export { captchaEndpoints, type CaptchaEndpoints } from './endpoints.js';
export {
  GOOGLE_HOSTS,
  LOCAL_CAPTCHA_KEYS,
  loadCaptchaSettings,
  type CaptchaProviderName,
  type CaptchaSettings,
  type GoogleHost,
} from './settings.js';
export {
  createCaptchaVerifier,
  type CaptchaCheck,
  type CaptchaRefusal,
  type CaptchaVerifier,
  type CaptchaVerifierOptions,
} from './verify.js';
