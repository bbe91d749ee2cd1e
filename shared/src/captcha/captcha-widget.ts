import { useEffect, type RefObject } from 'react';
import type { Locale } from '@ksei/shared';
import {
  captchaScriptUrl,
  type CaptchaErrorKind,
  type CaptchaErrorMessage,
  type CaptchaRuntimeConfig,
} from '../api/captcha.js';
import { loadCaptchaScript, type CaptchaApi, type CaptchaRenderParameters } from './loader.js';
import { readCaptchaConfig } from './runtime-config.js';

/** What is told beside the widget: one of the errors, or that the ticked box expired. */
export type Notice = CaptchaErrorKind | 'expired';

/** The provider's widget once rendered: the API that drew it and the id it was given. */
export interface RenderedWidget {
  readonly api: CaptchaApi;
  readonly id: number;
}

/** The form's callbacks, as last passed. */
export interface CaptchaCallbacks {
  readonly onToken?: (token: string) => void;
  readonly onExpired?: () => void;
  readonly onError?: (message: CaptchaErrorMessage) => void;
}

/** Where the widget is drawn, and what it tells the form and the visitor. */
export interface WidgetWiring {
  readonly container: RefObject<HTMLDivElement | null>;
  readonly widget: RefObject<RenderedWidget | null>;
  readonly callbacks: RefObject<CaptchaCallbacks>;
  readonly setNotice: (notice: Notice | null) => void;
  readonly report: (kind: CaptchaErrorKind) => void;
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

/** This document admits the provider: a later navigation without it may reload again. */
function forgetReload(): void {
  try {
    window.sessionStorage.removeItem(RELOAD_MARK);
  } catch {
    // storage refused: nothing was marked
  }
}

/** The script to load for a configuration, or why there is none. */
function scriptToLoad(config: CaptchaRuntimeConfig, locale: Locale): { url: string } | { problem: CaptchaErrorKind } {
  if (!config.siteKey) return { problem: 'noKey' };
  if (!config.version) return { problem: 'noVersion' };
  try {
    return { url: captchaScriptUrl(config, locale) };
  } catch {
    return { problem: 'loadScript' }; // no provider origin configured: nothing to load
  }
}

/** The widget's render parameters: the visitor's ticks clear the notice, an expiry tells it. */
function renderParameters(
  siteKey: string,
  { callbacks, setNotice, report }: Pick<WidgetWiring, 'callbacks' | 'setNotice' | 'report'>,
): CaptchaRenderParameters {
  return {
    sitekey: siteKey,
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
  };
}

/**
 * Loads the provider's script and renders the widget into the container, again whenever the
 * configuration, the language or the attempt changes. The configuration is the one given, else the
 * document's.
 */
export function useCaptchaWidget(
  { container, widget, callbacks, setNotice, report }: WidgetWiring,
  configProp: CaptchaRuntimeConfig | undefined,
  locale: Locale,
  attempt: number,
): void {
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
    forgetReload();
    const script = scriptToLoad(config, locale);
    if ('problem' in script) return fail(script.problem);
    // A fresh element per rendering: the provider refuses to render twice into one.
    const host = document.createElement('div');
    container.current?.appendChild(host);
    loadCaptchaScript(script.url, config.mode).then(
      (api) =>
        api.ready(() => {
          if (!active) return;
          const id = api.render(host, renderParameters(config.siteKey, { callbacks, setNotice, report }));
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
  }, [container, widget, callbacks, setNotice, report, siteKey, version, mode, origin, locale, attempt]);
}
