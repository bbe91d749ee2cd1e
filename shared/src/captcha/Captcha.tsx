import { useCallback, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { useLocale, type Locale } from '@ksei/shared';
import {
  CAPTCHA_ERRORS,
  CAPTCHA_TEXT,
  type CaptchaErrorKind,
  type CaptchaErrorMessage,
  type CaptchaRuntimeConfig,
} from '../api/captcha.js';
import {
  useCaptchaWidget,
  type CaptchaCallbacks,
  type Notice,
  type RenderedWidget,
  type WidgetWiring,
} from './captcha-widget.js';
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

/** The latest callbacks, without rendering the widget again when a parent passes new functions. */
function useLatestCallbacks(callbacks: CaptchaCallbacks): RefObject<CaptchaCallbacks> {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  return latest;
}

/** The form's handle: a fresh widget, or its token (refused, and reported, while the box is not ticked). */
function useCaptchaHandle(
  ref: Ref<CaptchaHandle> | undefined,
  { widget, setNotice, report }: Pick<WidgetWiring, 'widget' | 'setNotice' | 'report'>,
): void {
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
    [widget, setNotice, report],
  );
}

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
  const widget = useRef<RenderedWidget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useLatestCallbacks({ onToken, onExpired, onError });
  const report = useCallback(
    (kind: CaptchaErrorKind) => {
      const message = CAPTCHA_ERRORS[kind];
      console.error(message);
      setNotice(kind);
      callbacks.current.onError?.(message);
    },
    [callbacks],
  );
  useCaptchaHandle(ref, { widget, setNotice, report });
  useCaptchaWidget({ container, widget, callbacks, setNotice, report }, configProp, locale, attempt);

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
