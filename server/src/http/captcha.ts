/**
 * Captcha verification as the forms and sign-in use it: one verifier made from the configuration,
 * given to the API routes that need it by `app.ts`.
 * (Interface fixed first so the form intake can be written against it; the implementation follows.)
 */

/** Why a token was refused: none sent, not valid, older than two minutes, used before, for another host, provider down. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'duplicate' | 'hostname' | 'unavailable';
export type CaptchaCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CaptchaRefusal };
/** Verifies one token with the provider (form-encoded siteverify, or the enterprise assessment). */
export type CaptchaVerifier = (token: string | undefined) => Promise<CaptchaCheck>;
