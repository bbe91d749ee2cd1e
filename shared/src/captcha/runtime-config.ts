import { CAPTCHA_META, type CaptchaRuntimeConfig } from '../api/captcha.js';

/** Reads the runtime configuration from the page (`undefined` when the page has none). */
export function readCaptchaConfig(doc: Pick<Document, 'querySelector'>): CaptchaRuntimeConfig | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CAPTCHA_META}"]`);
  if (!meta) return undefined;
  const mode = meta.dataset.mode === 'enterprise' ? 'enterprise' : 'base';
  return {
    siteKey: meta.content.trim(),
    version: (meta.dataset.version ?? '').trim(),
    mode,
    origin: meta.dataset.origin ?? '',
  };
}
