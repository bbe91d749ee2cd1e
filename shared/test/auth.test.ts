import {
  AUTH_KEYS,
  createAuth,
  hasScope,
  isRelativeRedirect,
  type AuthHttp,
  type AuthPersistence,
} from '../src/stores/auth';

function memory(): AuthPersistence & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    read: (k) => values.get(k) ?? null,
    write: (k, v) => void values.set(k, v),
    remove: (k) => void values.delete(k),
  };
}

function server(overrides: Partial<AuthHttp> = {}): AuthHttp & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    post: jest.fn(async (url: string) => {
      calls.push(`POST ${url}`);
      if (url.endsWith('/login')) return { data: { token: 'abc' } };
      return { data: {} };
    }),
    get: jest.fn(async (url: string, headers?: Record<string, string>) => {
      calls.push(`GET ${url} ${headers?.Authorization ?? ''}`);
      return { data: { user: { name: 'Operator', scope: ['admin'] } } };
    }),
    ...overrides,
  };
}

describe('auth store', () => {
  it('logs in: resets first, stores a Bearer token, fetches the user', async () => {
    const store = memory();
    store.values.set(AUTH_KEYS.token, 'Bearer stale');
    const http = server();
    const auth = createAuth(http, store);
    await auth.login({ username: 'u', password: 'p' });
    expect(auth.store.getState()).toMatchObject({ loggedIn: true, busy: false, token: 'Bearer abc' });
    expect(auth.store.getState().user).toMatchObject({ name: 'Operator' });
    expect(store.values.get(AUTH_KEYS.token)).toBe('Bearer abc');
    expect(store.values.get(AUTH_KEYS.strategy)).toBe('local');
    expect(http.calls).toEqual(['POST /api/auth/login', 'GET /api/auth/user Bearer abc']);
  });

  it('logs out even when the server call fails, clearing user, token and refresh token', async () => {
    const store = memory();
    const auth = createAuth(
      server({
        post: async (url: string) => {
          if (url.endsWith('/logout')) throw new Error('offline');
          return { data: { token: 'abc' } };
        },
      }),
      store,
    );
    await auth.login({ username: 'u', password: 'p' });
    store.values.set(AUTH_KEYS.refreshToken, 'r');
    await auth.logout();
    expect(auth.store.getState()).toMatchObject({ user: null, loggedIn: false, token: null });
    expect(store.values.has(AUTH_KEYS.token)).toBe(false);
    expect(store.values.has(AUTH_KEYS.refreshToken)).toBe(false);
  });

  it('passes login errors to listeners and re-raises them', async () => {
    const failure = new Error('401');
    const auth = createAuth(server({ post: async () => Promise.reject(failure) }), memory());
    const heard: unknown[] = [];
    auth.onError((error) => heard.push(error));
    await expect(auth.login({ username: 'u', password: 'p' })).rejects.toBe(failure);
    expect(heard).toEqual([failure]);
    expect(auth.store.getState()).toMatchObject({ loggedIn: false, busy: false });
  });

  it('remembers only safe relative redirects, once', () => {
    const store = memory();
    const auth = createAuth(server(), store);
    auth.rememberRedirect('//evil.com');
    expect(auth.takeRedirect()).toBeNull();
    auth.rememberRedirect('//intranet/login');
    expect(auth.takeRedirect()).toBeNull();
    auth.rememberRedirect('/id/laporan?tahun=2023#q1');
    expect(auth.takeRedirect()).toBe('/id/laporan?tahun=2023#q1');
    expect(auth.takeRedirect()).toBeNull();
  });
});

describe('redirect and scope rules', () => {
  it.each([
    ['/', true],
    ['/id/dashboard', true],
    ['/en/laporan?tahun=2023#q1', true],
    ['/id', true],
    ['/id/a/b', true],
    // Protocol-relative `//host` in each shape a browser resolves to another host: with a dot, as a bare
    // number (`//2130706433` is 127.0.0.1), as a dotless intranet name, with a path, and with extra slashes.
    ['//evil.com', false],
    ['//2130706433', false],
    ['//intranet', false],
    ['//intranet/login', false],
    ['//localhost/x', false],
    ['///evil.com', false],
    ['//', false],
    // A backslash is read as a slash by browsers: `/\host` and `\\host` are `//host`.
    ['/\\evil.com', false],
    ['/\\intranet', false],
    ['\\\\intranet', false],
    ['\\/intranet', false],
    ['https://evil.com', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['/docs/file.pdf', false],
  ])('isRelativeRedirect(%p) is %p', (path, expected) => {
    expect(isRelativeRedirect(path)).toBe(expected);
  });

  it('tests list membership and truthy map keys', () => {
    expect(hasScope({ scope: ['admin', 'user'] }, 'admin')).toBe(true);
    expect(hasScope({ scope: ['user'] }, 'admin')).toBe(false);
    expect(hasScope({ scope: { admin: true, report: { read: 1 } } }, 'report.read')).toBe(true);
    expect(hasScope({ scope: { admin: false } }, 'admin')).toBe(false);
    expect(hasScope({}, 'admin')).toBe(false);
    expect(hasScope(null, 'admin')).toBe(false);
  });
});
