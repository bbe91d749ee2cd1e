import { captchaEndpoints, loadCaptchaSettings } from '../../../src/domains/captcha/index.js';

const PRODUCTION = { production: true, formsOn: true };
const SHARED = 'http://127.0.0.1:39111';

describe("a local test cluster's shared captcha provider (TEST_CLUSTER_CAPTCHA_ORIGIN)", () => {
  it('lets a production-mode node use the local provider at that origin, and only then', () => {
    expect(() => loadCaptchaSettings({ CAPTCHA_PROVIDER: 'local' }, PRODUCTION)).toThrow(/CAPTCHA_PROVIDER=local/);
    const settings = loadCaptchaSettings(
      { CAPTCHA_PROVIDER: 'local', TEST_CLUSTER_CAPTCHA_ORIGIN: SHARED },
      PRODUCTION,
    );
    expect(settings).toMatchObject({ provider: 'local', sharedLocalOrigin: SHARED, development: false });
    // Every address the page and the verifier use is the shared provider's, not one of the node's own.
    const endpoints = captchaEndpoints(settings);
    expect(endpoints.page.origin).toBe(SHARED);
    expect(endpoints.siteverifyUrl.startsWith(`${SHARED}/`)).toBe(true);
  });

  it.each([
    ['with Google as the provider', { CAPTCHA_PROVIDER: 'google', TEST_CLUSTER_CAPTCHA_ORIGIN: SHARED }],
    [
      'with an origin off this machine',
      { CAPTCHA_PROVIDER: 'local', TEST_CLUSTER_CAPTCHA_ORIGIN: 'http://10.0.0.5:80' },
    ],
    ['with https or a path', { CAPTCHA_PROVIDER: 'local', TEST_CLUSTER_CAPTCHA_ORIGIN: `${SHARED}/x` }],
  ])('is refused %s', (_name, env) => {
    expect(() => loadCaptchaSettings(env, PRODUCTION)).toThrow(
      /TEST_CLUSTER_CAPTCHA_ORIGIN is for local test clusters only/,
    );
  });
});
