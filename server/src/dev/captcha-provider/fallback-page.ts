/**
 * The local provider's no-JavaScript frame, after reCAPTCHA v2's old `<noscript>` fallback: a plain
 * form with the checkbox; once ticked and sent, the page shows the token for the visitor to copy into
 * the site's form (its `g-recaptcha-response` box below the frame).
 */
import { escapeHtml } from '../../text/escape-html.js';
import { WIDGET_TEXT } from './widget-script.js';

const FALLBACK_TEXT = {
  id: {
    title: 'Pemeriksaan keamanan',
    verify: 'Verifikasi',
    copy: 'Salin kode ini, lalu tempelkan ke kotak di bawah bingkai ini:',
    code: 'Kode pemeriksaan',
    tick: 'Centang kotak "Saya bukan robot" dulu.',
  },
  en: {
    title: 'Security check',
    verify: 'Verify',
    copy: 'Copy this code, then paste it into the box below this frame:',
    code: 'Check code',
    tick: 'Tick "I\'m not a robot" first.',
  },
} as const;

export function fallbackPage(
  url: URL,
  state: { readonly host: string; readonly token?: string; readonly ticked?: boolean; readonly known?: boolean },
): string {
  const locale = url.searchParams.get('hl') === 'id' ? 'id' : 'en';
  const text = FALLBACK_TEXT[locale];
  const widget = WIDGET_TEXT[locale];
  const action = `${url.pathname}?${new URLSearchParams({ k: url.searchParams.get('k') ?? '', hl: locale })}`;
  const body =
    state.token !== undefined
      ? `<p id="copy">${escapeHtml(text.copy)}</p>
<label for="code">${escapeHtml(text.code)}</label>
<textarea id="code" readonly aria-describedby="copy" style="width:100%;min-height:6em">${escapeHtml(state.token)}</textarea>`
      : `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="host" value="${escapeHtml(state.host)}">
${state.known === false ? `<p role="alert">${escapeHtml(widget.badKey)}</p>` : ''}
${state.ticked === false ? `<p role="alert">${escapeHtml(text.tick)}</p>` : ''}
<p><label><input type="checkbox" name="robot" value="no"> ${escapeHtml(widget.label)}</label></p>
<p><button type="submit">${escapeHtml(text.verify)}</button></p>
<p><small>${escapeHtml(widget.provider)}</small></p>
</form>`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title></head>
<body style="font-family:sans-serif;font-size:16px;margin:8px">
<main>
${body}
</main>
</body>
</html>
`;
}
