import { browserPersistence } from '../src/stores/auth';

// The original keeps the token in a cookie (path /) and in local storage, both under `auth.…`;
// a value written by one is found through the other when that one is missing or blocked.
const KEY = 'auth._token.local';

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.slice(0, part.indexOf('='));
    if (name) document.cookie = `${name}=; path=/; max-age=-1`;
  }
}

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

function blockLocalStorage(): void {
  const blocked = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

describe('browser persistence of the auth values', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    clearCookies();
  });

  it('writes a URL-encoded session cookie for the whole site (path /, SameSite=Lax) and the same value to local storage', () => {
    const writes = cookieWrites();
    browserPersistence().write(KEY, 'Bearer a=b;c');
    expect(writes).toEqual(['auth._token.local=Bearer%20a%3Db%3Bc; path=/; SameSite=Lax']);
    expect(window.localStorage.getItem(KEY)).toBe('Bearer a=b;c');
  });

  it('reads the cookie first, then local storage (the original order): a path the server remembered wins', () => {
    document.cookie = `${KEY}=from-cookie; path=/`;
    window.localStorage.setItem(KEY, 'from-storage');
    expect(browserPersistence().read(KEY)).toBe('from-cookie');
  });

  it('reads local storage when no cookie holds the key', () => {
    window.localStorage.setItem(KEY, 'from-storage');
    expect(browserPersistence().read(KEY)).toBe('from-storage');
  });

  it('ignores a cookie whose value is not valid percent-encoding', () => {
    document.cookie = `${KEY}=%E0%A4%A; path=/`;
    window.localStorage.setItem(KEY, 'from-storage');
    expect(browserPersistence().read(KEY)).toBe('from-storage');
  });

  it('reads the cookie when local storage has no value, among other cookies, decoding it whole', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `x${KEY}=wrong; path=/`;
    document.cookie = `${KEY}=Bearer%20a%3Db; path=/`;
    document.cookie = 'last=2; path=/';
    expect(browserPersistence().read(KEY)).toBe('Bearer a=b');
  });

  it('reads nothing when neither holds the key', () => {
    document.cookie = 'other=1; path=/';
    expect(browserPersistence().read(KEY)).toBeNull();
  });

  it('keeps working on the cookie alone when local storage is blocked', () => {
    blockLocalStorage();
    const persistence = browserPersistence();
    persistence.write(KEY, 'Bearer abc');
    expect(persistence.read(KEY)).toBe('Bearer abc');
    persistence.remove(KEY);
    expect(persistence.read(KEY)).toBeNull();
  });

  it('removes from both: an expired cookie (max-age=-1) and the local storage entry', () => {
    const persistence = browserPersistence();
    persistence.write(KEY, 'Bearer abc');
    const writes = cookieWrites();
    persistence.remove(KEY);
    expect(writes).toEqual(['auth._token.local=; path=/; SameSite=Lax; max-age=-1']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(document.cookie).not.toContain(KEY);
    expect(persistence.read(KEY)).toBeNull();
  });
});
