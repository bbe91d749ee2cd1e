/**
 * The forms' secrets come from the configuration: development works from a clean checkout with
 * defaults marked as such, and a production start with the forms on refuses to run on them.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../../src/config.js';
import { loadFormsSettings } from '../../../src/domains/forms/settings.js';

const key = (bytes = 32): string => randomBytes(bytes).toString('base64');

describe('forms settings', () => {
  it('development without settings: the forms on, with the development key and pepper, flagged', () => {
    const settings = loadConfig({}, '/tmp/ksei-root').forms;
    expect(settings.enabled).toBe(true);
    expect(settings.developmentSecrets).toBe(true);
    expect(settings.keys.map((k) => k.id)).toEqual(['dev']);
  });

  it('refuses a production start with the forms on and no key or pepper, saying what to set', () => {
    expect(() => loadFormsSettings({}, 'production')).toThrow(
      /FORMS_ENCRYPTION_KEYS and FORMS_RECEIPT_PEPPER must be set in production/,
    );
    expect(() => loadFormsSettings({ FORMS_ENCRYPTION_KEYS: `k1:${key()}` }, 'production')).toThrow(
      /FORMS_RECEIPT_PEPPER/,
    );
    expect(() => loadFormsSettings({ FORMS_RECEIPT_PEPPER: key() }, 'production')).toThrow(/FORMS_ENCRYPTION_KEYS/);
  });

  it('refuses the development values in production even when written out', () => {
    const dev = loadFormsSettings({}, 'development');
    const devKey = dev.keys[0]!.key.toString('base64');
    const devPepper = dev.receiptPepper.toString('base64');
    expect(() =>
      loadFormsSettings(
        { FORMS_ENCRYPTION_KEYS: `k1:${key()},old:${devKey}`, FORMS_RECEIPT_PEPPER: key() },
        'production',
      ),
    ).toThrow(/must be set in production/);
    expect(() =>
      loadFormsSettings({ FORMS_ENCRYPTION_KEYS: `k1:${key()}`, FORMS_RECEIPT_PEPPER: devPepper }, 'production'),
    ).toThrow(/must be set in production/);
  });

  it('starts in production with keys of its own, the first current; and with the forms off without any', () => {
    const settings = loadFormsSettings(
      { FORMS_ENCRYPTION_KEYS: `k2:${key()}, k1:${key()}`, FORMS_RECEIPT_PEPPER: key(48) },
      'production',
    );
    expect(settings.keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(settings.developmentSecrets).toBe(false);
    expect(loadFormsSettings({ FORMS: 'off' }, 'production').enabled).toBe(false);
  });

  it('refuses malformed keys, a key id named twice, a short pepper and an unknown switch', () => {
    expect(() => loadFormsSettings({ FORMS_ENCRYPTION_KEYS: `k1:${key(16)}` }, 'development')).toThrow(
      /entry 1 must be <key id>:<base64 of 32 random bytes>/,
    );
    expect(() => loadFormsSettings({ FORMS_ENCRYPTION_KEYS: key() }, 'development')).toThrow(/entry 1/);
    expect(() => loadFormsSettings({ FORMS_ENCRYPTION_KEYS: `a:${key()},a:${key()}` }, 'development')).toThrow(/twice/);
    expect(() => loadFormsSettings({ FORMS_RECEIPT_PEPPER: key(16) }, 'development')).toThrow(/at least 32/);
    expect(() => loadFormsSettings({ FORMS: 'maybe' }, 'development')).toThrow(/FORMS must be on or off/);
  });
});
