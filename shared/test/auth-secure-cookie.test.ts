/**
 * @jest-environment-options {"url": "https://www.ksei.co.id/id/staf"}
 */
import { browserPersistence } from '../src/stores/auth';

// On a page served over HTTPS the store's cookies (the session token, the remembered path) are
// `Secure`: a plain-HTTP request to the same host never carries them. Over HTTP the store's own
// persistence test sees them without it.

/** Every string written to `document.cookie` (the getter shows only name=value, not the attributes). */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

describe('the auth cookies on a page served over https', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes the session token and the remembered path Secure, and clears them Secure', () => {
    const writes = cookieWrites();
    const persistence = browserPersistence();
    persistence.write('auth._token.local', 'Bearer abc');
    persistence.write('auth.redirect', '/id/staf');
    persistence.remove('auth._token.local');
    expect(writes).toEqual([
      'auth._token.local=Bearer%20abc; path=/; SameSite=Lax; Secure',
      'auth.redirect=%2Fid%2Fstaf; path=/; SameSite=Lax; Secure',
      'auth._token.local=; path=/; SameSite=Lax; max-age=-1; Secure',
    ]);
    // The browser kept it (a Secure cookie on an https page).
    expect(document.cookie).toBe('auth.redirect=%2Fid%2Fstaf');
  });
});
