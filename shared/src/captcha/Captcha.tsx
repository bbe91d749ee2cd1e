import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useLocale, type Locale } from '@ksei/shared';
import {
  CAPTCHA_ERRORS,
  CAPTCHA_TEXT,
  captchaScriptUrl,
  type CaptchaErrorKind,
  type CaptchaErrorMessage,
  type CaptchaRuntimeConfig,
} from '../api/captcha.js';
import { loadCaptchaScript, type CaptchaApi } from './loader.js';
import { readCaptchaConfig } from './runtime-config.js';
import styles from './captcha.module.css';

/** What a form does with the widget after a submission: start over, or ask for the token. */
export interface CaptchaHandle {
  /** A fresh, unticked widget (after the server refused a submission: a token is good once). */
  reset(): void;
  /**
   * The token; rejects with the exact string `Failed to execute` (logged and shown) while the box is
   * not ticked, as the original module's getResponse() did.
   */
  getResponse(): Promise<string>;
}

export interface CaptchaProps {
  /** The visitor ticked the box: the token (also in the form's `g-recaptcha-response` field). */
  readonly onToken?: (token: string) => void;
  /** The token expired (two minutes) and the box is unticked again. */
  readonly onExpired?: () => void;
  /** One of the spec's exact errors, after it was logged and shown. */
  readonly onError?: (message: CaptchaErrorMessage) => void;
  /** The widget's language; the page's by default. */
  readonly locale?: Locale;
  /** The runtime configuration; the page's (`meta[name="ksei-captcha"]`) by default. */
  readonly config?: CaptchaRuntimeConfig;
  readonly ref?: Ref<CaptchaHandle>;
}

/** A client-side navigation reached a form page whose document's CSP does not admit the provider. */
const RELOAD_MARK = 'ksei-captcha-reload';

/**
 * Only a document served for a form page admits the provider (its CSP) and carries the configuration.
 * Reached by a client-side navigation from another page, the page is loaded again as a document, once:
 * nothing is typed yet when the widget mounts.
 */
function reloadedForCaptcha(): boolean {
  try {
    if (window.sessionStorage.getItem(RELOAD_MARK) === window.location.pathname) return false;
    window.sessionStorage.setItem(RELOAD_MARK, window.location.pathname);
  } catch {
    return false; // storage refused: never risk a reload loop
  }
  window.location.reload();
  return true;
}

type Notice = CaptchaErrorKind | 'expired';

/**
 * reCAPTCHA v2, normal size, shared by every form. The server renders an empty box of the widget's
 * size; in the browser the provider's script is loaded when the widget mounts, in the page's
 * language, and renders the checkbox (its `g-recaptcha-response` field rides with a native form
 * post). Errors are logged with the spec's exact words and told to the visitor in their language,
 * beside the widget, in an alert region; a script that failed to load can be tried again.
 */
export function Captcha({ onToken, onExpired, onError, locale: localeProp, config: configProp, ref }: CaptchaProps) {
  const pageLocale = useLocale();
  const locale = localeProp ?? pageLocale;
  const text = CAPTCHA_TEXT[locale];
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without rendering the widget again when a parent passes new functions.
  const callbacks = useRef({ onToken, onExpired, onError });
  useLayoutEffect(() => {
    callbacks.current = { onToken, onExpired, onError };
  });

  const report = useCallback((kind: CaptchaErrorKind) => {
    const message = CAPTCHA_ERRORS[kind];
    console.error(message);
    setNotice(kind);
    callbacks.current.onError?.(message);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        setNotice(null);
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
      getResponse() {
        const token = widget.current ? widget.current.api.getResponse(widget.current.id) : '';
        if (token) return Promise.resolve(token);
        report('execute');
        return Promise.reject(CAPTCHA_ERRORS.execute);
      },
    }),
    [report],
  );

  const siteKey = configProp?.siteKey;
  const version = configProp?.version;
  const mode = configProp?.mode;
  const origin = configProp?.origin;
  useEffect(() => {
    let active = true;
    // Reported once the effect has run (a configuration error is known at once, but is told like the others).
    const fail = (kind: CaptchaErrorKind): (() => void) => {
      void Promise.resolve().then(() => {
        if (active) report(kind);
      });
      return () => {
        active = false;
      };
    };
    const given =
      siteKey === undefined
        ? undefined
        : { siteKey, version: version ?? '', mode: mode ?? 'base', origin: origin ?? '' };
    const config = given ?? readCaptchaConfig(document);
    if (!config) return reloadedForCaptcha() ? undefined : fail('noKey');
    try {
      window.sessionStorage.removeItem(RELOAD_MARK);
    } catch {
      // storage refused: nothing was marked
    }
    if (!config.siteKey) return fail('noKey');
    if (!config.version) return fail('noVersion');
    let url: string;
    try {
      url = captchaScriptUrl(config, locale);
    } catch {
      return fail('loadScript'); // no provider origin configured: nothing to load
    }
    // A fresh element per rendering: the provider refuses to render twice into one.
    const host = document.createElement('div');
    container.current?.appendChild(host);
    loadCaptchaScript(url, config.mode).then(
      (api) =>
        api.ready(() => {
          if (!active) return;
          const id = api.render(host, {
            sitekey: config.siteKey,
            size: 'normal',
            theme: 'light',
            tabindex: 0,
            callback: (token) => {
              setNotice(null);
              callbacks.current.onToken?.(token);
            },
            'expired-callback': () => {
              setNotice('expired');
              callbacks.current.onExpired?.();
            },
            'error-callback': () => report('execute'),
          });
          widget.current = { api, id };
        }),
      () => {
        if (active) report('loadScript');
      },
    );
    return () => {
      active = false;
      widget.current = null;
      host.remove();
    };
  }, [siteKey, version, mode, origin, locale, attempt, report]);

  return (
    <div className={styles.captcha} role="group" aria-label={text.label} data-captcha="">
      <div ref={container} className={styles.widget} />
      <div className={styles.message} role="alert">
        {notice ? <p>{text[notice]}</p> : null}
      </div>
      {notice === 'loadScript' ? (
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            setNotice(null);
            setAttempt((count) => count + 1);
          }}
        >
          {text.retry}
        </button>
      ) : null}
    </div>
  );
}
