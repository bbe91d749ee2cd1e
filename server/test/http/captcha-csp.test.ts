import { CAPTCHA_META } from '@ksei/shared/node';
import { renderDocument } from '../../src/site/document/document.js';
import { HEAD_MARKER, ROOT_MARKER } from '../../src/site/document/template.js';
import type { RenderedPage } from '../../src/site/render/page-renderer.js';
import { useTestServer } from '../support/fixtures.js';

/** The page's CSP as directive → sources. */
function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

const FORM_PAGE = '/en/contact-us';
const PLAIN_PAGE = '/en/about-ksei/at-a-glance';
const GOOGLE_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const GOOGLE_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

describe('captcha CSP with Google', () => {
  const server = useTestServer({ env: { CAPTCHA_PROVIDER: 'google', ALLOW_REMOTE_OVERRIDES: '0' } });

  it("admits Google's reCAPTCHA hosts on a page that carries a form, and says where the widget comes from", async () => {
    const response = await server().app.inject({ url: FORM_PAGE });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", ...GOOGLE_SCRIPT]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...GOOGLE_FRAME]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(response.body).toContain(
      `<meta name="${CAPTCHA_META}" content="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" data-version="2" data-mode="base" data-origin="https://www.google.com">`,
    );
  });

  it('admits no captcha host, no frame and no inline style on a page without a form', async () => {
    for (const url of [PLAIN_PAGE, '/id', '/en/no-such-page']) {
      const response = await server().app.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).not.toMatch(/google|gstatic|recaptcha|unsafe-inline/);
      expect(directives(policy).get('frame-src')).toEqual(["'none'"]);
      expect(response.body).not.toContain(CAPTCHA_META);
    }
  });

  it('sends the no-JavaScript frame to the provider for the configured key, in the page language', async () => {
    const response = await server().app.inject({ url: '/captcha/fallback?hl=en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://www.google.com/recaptcha/api/fallback?k=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI&hl=en',
    );
    const odd = await server().app.inject({ url: '/captcha/fallback?hl=%3Cx%3E' });
    expect(odd.headers.location).toMatch(/&hl=id$/);
  });
});

describe('captcha CSP with recaptcha.net', () => {
  const server = useTestServer({
    env: { CAPTCHA_PROVIDER: 'google', CAPTCHA_SCRIPT_HOST: 'www.recaptcha.net', ALLOW_REMOTE_OVERRIDES: '0' },
  });

  it('admits recaptcha.net instead of google.com', async () => {
    const csp = directives((await server().app.inject({ url: FORM_PAGE })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.recaptcha.net/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.recaptcha.net/recaptcha/']);
  });
});

describe('captcha CSP with the local provider', () => {
  const server = useTestServer({ env: { CAPTCHA_MODE: 'enterprise', ALLOW_REMOTE_OVERRIDES: '0' } });

  it("admits the local provider's loopback origin on form pages only", async () => {
    const form = await server().app.inject({ url: FORM_PAGE });
    const origin = /data-origin="(http:\/\/127\.0\.0\.1:\d+)"/.exec(form.body)?.[1];
    expect(origin).toBeDefined();
    expect(form.body).toContain('data-mode="enterprise"');
    const csp = directives(form.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", origin]);
    expect(csp.get('frame-src')).toEqual(["'self'", origin]);
    expect(csp.get('connect-src')).toEqual(["'self'", origin]);
    expect(csp.has('style-src-attr')).toBe(false);
    const plain = await server().app.inject({ url: PLAIN_PAGE });
    expect(String(plain.headers['content-security-policy'])).not.toContain('127.0.0.1');
    // The provider answers there, and stops with the app (closed by the suite).
    const script = await fetch(`${origin}/recaptcha/enterprise.js?render=explicit&hl=en`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('enterprise');
  });
});

describe('the no-JavaScript captcha in a server-rendered page', () => {
  it("keeps the page's own <noscript> (the frame and its field) when it drops the template's notice", () => {
    const template =
      '<html lang="id"><head><title>x</title><!--head--></head><body><div id="root"><!--root--></div>' +
      '<noscript><p>This site needs JavaScript.</p></noscript></body></html>';
    const html = renderDocument(template.replace('<!--head-->', HEAD_MARKER).replace('<!--root-->', ROOT_MARKER), {
      match: null,
      locale: 'en',
      origin: 'https://www.ksei.co.id',
      body: {
        rootHtml: '<form><noscript><iframe src="/captcha/fallback?hl=en"></iframe></noscript></form>',
        shellData: {},
      } as RenderedPage,
    });
    expect(html).toContain('<noscript><iframe src="/captcha/fallback?hl=en"></iframe></noscript>');
    expect(html).not.toContain('This site needs JavaScript.');
  });
});
