import { useLocale, type Locale, useElementId } from '@ksei/shared';
import { CAPTCHA_TEXT, captchaFallbackRoute } from '../api/captcha.js';
import { CAPTCHA_FIELD } from '../api/forms.js';
import styles from './captcha.module.css';

/**
 * The captcha without JavaScript, as reCAPTCHA v2's old `<noscript>` fallback: a frame from the
 * provider where the visitor ticks the box and gets a code, and the form's `g-recaptcha-response`
 * field to paste it into. Inside `<noscript>`, so a browser running scripts never has the field (the
 * widget brings its own). Place it in the form, beside {@link Captcha}.
 */
export function NoScriptCaptcha({ locale: localeProp }: { readonly locale?: Locale }) {
  const pageLocale = useLocale();
  const locale = localeProp ?? pageLocale;
  const text = CAPTCHA_TEXT[locale];
  const id = useElementId();
  return (
    <noscript>
      <div className={styles.noscript} data-captcha-noscript="">
        <p id={`${id}-help`}>{text.noscript}</p>
        <iframe className={styles.frame} src={captchaFallbackRoute(locale)} title={text.noscriptFrame} />
        <label htmlFor={`${id}-code`}>{text.noscriptField}</label>
        <textarea
          className={styles.code}
          id={`${id}-code`}
          name={CAPTCHA_FIELD}
          aria-describedby={`${id}-help`}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </noscript>
  );
}
