import { GOOGLE_TEST_KEYS } from '@ksei/shared/node';
import { LOCAL_CAPTCHA_KEYS, loadCaptchaSettings } from '../../../src/domains/captcha/index.js';

const PRODUCTION = { production: true, formsOn: true };
const DEVELOPMENT = { production: false, formsOn: true };
const REAL = { CAPTCHA_SITE_KEY: '6Lc-real-site-key', CAPTCHA_SECRET: '6Lc-real-secret' };

describe('captcha settings', () => {
  it('use the local provider and its development keys outside production', () => {
    expect(loadCaptchaSettings({}, DEVELOPMENT)).toEqual({
      provider: 'local',
      mode: 'base',
      siteKey: LOCAL_CAPTCHA_KEYS.siteKey,
      secret: LOCAL_CAPTCHA_KEYS.secret,
      enterprise: undefined,
      scriptHost: 'www.google.com',
      verifyHost: 'www.google.com',
      localPort: 0,
      development: true,
    });
  });

  it("use Google's test pair for Google without keys in development", () => {
    expect(loadCaptchaSettings({ CAPTCHA_PROVIDER: 'google' }, DEVELOPMENT)).toMatchObject({
      provider: 'google',
      siteKey: GOOGLE_TEST_KEYS.siteKey,
      secret: GOOGLE_TEST_KEYS.secret,
    });
  });

  it('read Google, its keys, enterprise and hosts in production', () => {
    expect(
      loadCaptchaSettings(
        {
          ...REAL,
          CAPTCHA_MODE: 'enterprise',
          CAPTCHA_ENTERPRISE_PROJECT: 'ksei-web',
          CAPTCHA_ENTERPRISE_API_KEY: 'AIza-real',
          CAPTCHA_SCRIPT_HOST: 'www.recaptcha.net',
          CAPTCHA_VERIFY_HOST: 'www.recaptcha.net',
        },
        PRODUCTION,
      ),
    ).toEqual({
      provider: 'google',
      mode: 'enterprise',
      siteKey: REAL.CAPTCHA_SITE_KEY,
      secret: REAL.CAPTCHA_SECRET,
      enterprise: { project: 'ksei-web', apiKey: 'AIza-real' },
      scriptHost: 'www.recaptcha.net',
      verifyHost: 'www.recaptcha.net',
      localPort: 0,
      development: false,
    });
  });

  it.each([
    [{}, /CAPTCHA_SITE_KEY must be set in production/],
    [{ CAPTCHA_SITE_KEY: '6Lc-real-site-key' }, /CAPTCHA_SECRET must be set in production/],
    [{ ...REAL, CAPTCHA_PROVIDER: 'local' }, /CAPTCHA_PROVIDER=local is for development and tests only/],
    [{ CAPTCHA_SITE_KEY: GOOGLE_TEST_KEYS.siteKey, CAPTCHA_SECRET: GOOGLE_TEST_KEYS.secret }, /test pair/],
    [{ CAPTCHA_SITE_KEY: LOCAL_CAPTCHA_KEYS.siteKey, CAPTCHA_SECRET: 'x' }, /test pair/],
    [{ ...REAL, CAPTCHA_MODE: 'enterprise' }, /CAPTCHA_ENTERPRISE_PROJECT and CAPTCHA_ENTERPRISE_API_KEY/],
  ])('refuse a production start with the forms on and no real keys: %j', (env, message) => {
    expect(() => loadCaptchaSettings(env, PRODUCTION)).toThrow(message);
    expect(() => loadCaptchaSettings(env, PRODUCTION)).toThrow(/FORMS=off/);
    // With the forms off nothing needs the captcha.
    expect(() => loadCaptchaSettings(env, { production: true, formsOn: false })).not.toThrow();
  });

  it.each([
    ['CAPTCHA_PROVIDER', 'recaptcha'],
    ['CAPTCHA_MODE', 'v3'],
    ['CAPTCHA_SCRIPT_HOST', 'evil.example'],
    ['CAPTCHA_VERIFY_HOST', 'evil.example'],
    ['CAPTCHA_LOCAL_PORT', '70000'],
  ])('name the setting that is wrong: %s=%s', (name, value) => {
    expect(() => loadCaptchaSettings({ [name]: value }, DEVELOPMENT)).toThrow(name);
  });
});
