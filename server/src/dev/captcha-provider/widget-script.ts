/**
 * The local provider's `api.js` / `enterprise.js`: reCAPTCHA v2's browser API (`render`, `reset`,
 * `getResponse`, `execute`, `ready`; under `grecaptcha.enterprise` for enterprise.js) drawing a plain,
 * accessible "I'm not a robot" checkbox in the page's language. Ticking it asks the provider for a
 * one-time token, put into the widget's `g-recaptcha-response` field as Google's widget does.
 * Written as one function whose source is sent (the browser runs it), so it is type-checked here.
 */

/** What the script is told by its own address (`hl`, `onload`, `render`) and the provider. */
export interface WidgetScriptOptions {
  readonly origin: string;
  readonly locale: string;
  readonly onload: string | null;
  readonly explicit: boolean;
  readonly enterprise: boolean;
  readonly lifetimeMs: number;
}

/** The checkbox's words, in the `hl` language (English for any other, as Google falls back). */
export const WIDGET_TEXT = {
  id: {
    label: 'Saya bukan robot',
    checking: 'Memeriksa…',
    verified: 'Terverifikasi',
    expired: 'Verifikasi kedaluwarsa. Centang kotak sekali lagi.',
    failed: 'Verifikasi gagal. Coba lagi.',
    badKey: 'KESALAHAN bagi pemilik situs: kunci situs tidak valid',
    provider: 'Captcha lokal (hanya pengembangan)',
  },
  en: {
    label: "I'm not a robot",
    checking: 'Checking…',
    verified: 'Verified',
    expired: 'Verification expired. Check the box again.',
    failed: 'Verification failed. Try again.',
    badKey: 'ERROR for site owner: Invalid site key',
    provider: 'Local captcha (development only)',
  },
} as const;
type WidgetText = (typeof WIDGET_TEXT)[keyof typeof WIDGET_TEXT];

/**
 * The few DOM features the widget uses, declared here: the server compiles without the DOM library
 * (and must not see it), while this function runs only in the browser.
 */
interface BrowserElement {
  id: string;
  tabIndex: number;
  textContent: string | null;
  hidden: boolean;
  readonly style: Record<string, string>;
  readonly firstChild: unknown;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  append(...nodes: unknown[]): void;
  appendChild(node: unknown): void;
  addEventListener(type: string, listener: () => void): void;
}
interface BrowserField extends BrowserElement {
  type: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
}
interface BrowserDocument {
  readonly readyState: string;
  getElementById(id: string): BrowserElement | null;
  createElement(name: 'input' | 'textarea'): BrowserField;
  createElement(name: string): BrowserElement;
  createTextNode(text: string): unknown;
  querySelectorAll(selector: string): ArrayLike<BrowserElement>;
  addEventListener(type: string, listener: () => void): void;
}
type HTMLElement = BrowserElement;

type Callback = ((value?: string) => void) | undefined;
interface Parameters {
  sitekey?: string;
  callback?: string | Callback;
  'expired-callback'?: string | Callback;
  'error-callback'?: string | Callback;
  tabindex?: number;
}
interface Widget {
  token: string;
  readonly status: HTMLElement;
  timer: ReturnType<typeof setTimeout> | undefined;
  clear(): void;
}

/** Runs in the browser. Only what is given as arguments exists there. */
function widgetMain(options: WidgetScriptOptions, text: WidgetText): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const document = scope.document as BrowserDocument;
  const widgets: Widget[] = [];

  const named = (value: string | Callback | null): Callback => {
    if (typeof value === 'function') return value;
    if (typeof value === 'string' && typeof scope[value] === 'function') return scope[value] as Callback;
    return undefined;
  };

  const widgetAt = (id: number | undefined): Widget => {
    const widget = widgets[id ?? 0];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + String(id));
    return widget;
  };

  function render(target: HTMLElement | string, parameters: Parameters = {}): number {
    const container = typeof target === 'string' ? document.getElementById(target) : target;
    if (!container) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (container.firstChild) throw new Error('reCAPTCHA has already been rendered in this element');
    const data = (name: string): string | null => container.getAttribute('data-' + name);
    const sitekey = parameters.sitekey ?? data('sitekey') ?? '';
    const onToken = named(parameters.callback ?? data('callback'));
    const onExpired = named(parameters['expired-callback'] ?? data('expired-callback'));
    const onError = named(parameters['error-callback'] ?? data('error-callback'));
    const tabindex = Number(parameters.tabindex ?? data('tabindex') ?? 0);
    const id = widgets.length;

    const box = document.createElement('div');
    box.setAttribute('data-local-captcha', '');
    Object.assign(box.style, {
      display: 'inline-flex',
      flexDirection: 'column',
      gap: '4px',
      width: '300px',
      padding: '12px',
      border: '1px solid #767676',
      borderRadius: '3px',
      background: '#f9f9f9',
      color: '#1d2433',
      fontSize: '14px',
    });
    const line = document.createElement('label');
    Object.assign(line.style, { display: 'flex', alignItems: 'center', gap: '12px', fontSize: '16px' });
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.id = 'ksei-local-captcha-' + id;
    checkbox.tabIndex = tabindex;
    Object.assign(checkbox.style, { width: '24px', height: '24px', margin: '0' });
    line.append(checkbox, document.createTextNode(text.label));
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    const note = document.createElement('small');
    note.textContent = text.provider;
    // Google's widget adds this field: a native form post carries the token.
    const field = document.createElement('textarea');
    field.name = 'g-recaptcha-response';
    field.id = id === 0 ? 'g-recaptcha-response' : 'g-recaptcha-response-' + id;
    field.hidden = true;
    field.tabIndex = -1;
    field.setAttribute('aria-hidden', 'true');
    box.append(line, status, note, field);
    container.appendChild(box);

    const widget: Widget = {
      token: '',
      status,
      timer: undefined,
      clear() {
        if (widget.timer !== undefined) clearTimeout(widget.timer);
        widget.timer = undefined;
        widget.token = '';
        field.value = '';
        checkbox.checked = false;
        checkbox.disabled = false;
      },
    };
    widgets.push(widget);

    const fail = (message: string): void => {
      widget.clear();
      status.textContent = message;
      onError?.();
    };
    checkbox.addEventListener('change', () => {
      if (widget.token) {
        checkbox.checked = true; // a solved box stays ticked until it expires or is reset
        return;
      }
      if (!checkbox.checked) return;
      checkbox.disabled = true;
      status.textContent = text.checking;
      fetch(options.origin + '/recaptcha/api2/userverify', {
        method: 'POST',
        body: new URLSearchParams({ k: sitekey }),
        credentials: 'omit',
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
        .then(
          (value: unknown) => {
            const answer = value as { token?: string };
            if (!answer.token) throw new Error('no token');
            widget.token = answer.token;
            field.value = answer.token;
            checkbox.disabled = false;
            checkbox.checked = true;
            status.textContent = text.verified;
            widget.timer = setTimeout(() => {
              widget.clear();
              status.textContent = text.expired;
              onExpired?.();
            }, options.lifetimeMs);
            onToken?.(answer.token);
          },
          (reason: unknown) => fail(reason === 400 ? text.badKey : text.failed),
        )
        .catch(() => fail(text.failed));
    });
    return id;
  }

  const api = {
    render,
    reset(id?: number) {
      const widget = widgetAt(id);
      widget.clear();
      widget.status.textContent = '';
    },
    getResponse(id?: number) {
      return widgetAt(id).token;
    },
    // Invisible widgets only; the checkbox has nothing to execute.
    execute() {},
    ready(callback: () => void) {
      setTimeout(callback, 0);
    },
  };
  scope.grecaptcha = options.enterprise ? { enterprise: api } : api;

  const loaded = (): void => {
    if (!options.explicit) {
      for (const element of Array.from(document.querySelectorAll('.g-recaptcha'))) {
        if (!element.firstChild) render(element);
      }
    }
    if (options.onload) named(options.onload)?.();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loaded);
  else setTimeout(loaded, 0);
}

/** The script's text for one request. */
export function widgetScript(options: WidgetScriptOptions): string {
  const text = options.locale === 'id' ? WIDGET_TEXT.id : WIDGET_TEXT.en;
  // JSON in a script: `<` escaped so no value can end a surrounding element.
  const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
  return `/* KSEI local captcha provider: development and tests only */\n(${widgetMain.toString()})(${json(options)}, ${json(text)});\n`;
}
