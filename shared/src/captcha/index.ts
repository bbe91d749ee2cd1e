/**
 * `@ksei/shared/captcha`: the one captcha of the site's forms (bundled by each bundle that uses it).
 * The widget ({@link Captcha}), its no-JavaScript fallback ({@link NoScriptCaptcha}) and the contract
 * the server shares.
 */
export { Captcha, type CaptchaHandle, type CaptchaProps } from './Captcha.js';
export { NoScriptCaptcha } from './NoScriptCaptcha.js';
export * from '../api/captcha.js';
export { loadCaptchaScript, unloadCaptchaScript, type CaptchaApi, type CaptchaRenderParameters } from './loader.js';
export { readCaptchaConfig } from './runtime-config.js';
