import {
  AUTH_KEYS,
  createAuth,
  hasScope,
  isRelativeRedirect,
  isSamePath,
  mayOpen,
  type AuthHttp,
  type AuthPersistence,
  type User,
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
    await auth.login({ email: 'u@example.test', password: 'p' });
    expect(auth.store.getState()).toMatchObject({ loggedIn: true, busy: false, token: 'Bearer abc' });
    expect(auth.store.getState().user).toMatchObject({ name: 'Operator' });
    expect(store.values.get(AUTH_KEYS.token)).toBe('Bearer abc');
    expect(store.values.get(AUTH_KEYS.strategy)).toBe('local');
    expect(http.calls).toEqual(['POST /api/auth/login', 'GET /api/auth/user Bearer abc']);
  });

  it('posts the e-mail, password and locale as typed (the body of POST /api/auth/login)', async () => {
    const http = server();
    const auth = createAuth(http, memory());
    await auth.login({ email: 'staf@ksei.example', password: 'kata sandi panjang', locale: 'en' });
    expect(http.post).toHaveBeenCalledWith('/api/auth/login', {
      email: 'staf@ksei.example',
      password: 'kata sandi panjang',
      locale: 'en',
    });
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
    await auth.login({ email: 'u@example.test', password: 'p' });
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
    await expect(auth.login({ email: 'u@example.test', password: 'p' })).rejects.toBe(failure);
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
    ['/a?b#c', true],
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
    ['https://x', false],
    ['/\\evil', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['/docs/file.pdf', false],
  ])('isRelativeRedirect(%p) is %p', (path, expected) => {
    expect(isRelativeRedirect(path)).toBe(expected);
  });

  it('refuses anything that is not a string, even a value that prints as a safe path', () => {
    // A list of one path prints as that path (`String(['/id/faq'])` is '/id/faq'): it is still not a path.
    expect(isRelativeRedirect(['/id/faq'])).toBe(false);
    expect(isRelativeRedirect({ toString: () => '/id/faq' })).toBe(false);
    expect(isRelativeRedirect(null)).toBe(false);
    expect(isRelativeRedirect(undefined)).toBe(false);
  });

  it('grants nothing for a scope that is neither a list nor a map', () => {
    expect(hasScope({ scope: 'admin' } as unknown as User, 'admin')).toBe(false);
    expect(hasScope({ scope: true } as unknown as User, 'admin')).toBe(false);
  });

  it('follows a dotted scope only through maps: a string or null on the way grants nothing', () => {
    // `'read'.length` is 3 and truthy: reading a property of a string would grant `report.length`.
    expect(hasScope({ scope: { report: 'read' } }, 'report.length')).toBe(false);
    expect(hasScope({ scope: { report: null } }, 'report.read')).toBe(false);
    expect(hasScope({ scope: { report: { read: true } } }, 'report.read')).toBe(true);
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

describe('auth store, beyond the happy path', () => {
  it('starts logged out: no user, no token, not busy', () => {
    const auth = createAuth(server(), memory());
    expect(auth.store.getState()).toEqual({ user: null, loggedIn: false, busy: false, token: null });
  });

  it('is busy while the login request runs, and not after', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const pending = new Promise<{ data: unknown }>((resolve) => (answer = resolve));
    const auth = createAuth(server({ post: () => pending }), memory());
    const login = auth.login({ email: 'u@example.test', password: 'p' });
    expect(auth.store.getState().busy).toBe(true);
    answer({ data: { token: 'abc' } });
    await login;
    expect(auth.store.getState()).toMatchObject({ busy: false, loggedIn: true });
  });

  it.each([
    ['no token field', { user: 'x' }],
    ['an empty token', { token: '' }],
    ['a token that is not text', { token: 42 }],
    ['an empty body (null)', null],
    ['no body at all (undefined)', undefined],
  ])(
    'refuses a login answer with %s: "Login response has no token", heard and re-raised, nothing stored',
    async (_, data) => {
      const store = memory();
      const http = server({ post: async () => ({ data }) });
      const auth = createAuth(http, store);
      const heard: unknown[] = [];
      auth.onError((error) => heard.push(error));
      await expect(auth.login({ email: 'u@example.test', password: 'p' })).rejects.toThrow(
        /^Login response has no token$/,
      );
      expect(heard).toEqual([expect.objectContaining({ message: 'Login response has no token' })]);
      expect(auth.store.getState()).toEqual({ user: null, loggedIn: false, busy: false, token: null });
      expect(store.values.has(AUTH_KEYS.token)).toBe(false);
      expect(http.get).not.toHaveBeenCalled();
    },
  );

  it('does not prefix a token that already says Bearer a second time', async () => {
    const store = memory();
    const http = server();
    const auth = createAuth(http, store);
    await auth.setUserToken('Bearer xyz');
    expect(auth.store.getState()).toMatchObject({ token: 'Bearer xyz', loggedIn: true });
    expect(store.values.get(AUTH_KEYS.token)).toBe('Bearer xyz');
    expect(http.calls).toEqual(['GET /api/auth/user Bearer xyz']);
  });

  it('asks for no user without a token', async () => {
    const http = server();
    const auth = createAuth(http, memory());
    await auth.fetchUser();
    expect(http.get).not.toHaveBeenCalled();
    expect(auth.store.getState()).toMatchObject({ user: null, loggedIn: false });
  });

  it('is logged out when the user answer has no user (or no body)', async () => {
    for (const data of [{}, null, undefined]) {
      const auth = createAuth(server({ get: async () => ({ data }) }), memory());
      await auth.setUserToken('abc');
      expect(auth.store.getState()).toMatchObject({ user: null, loggedIn: false, token: 'Bearer abc' });
    }
  });

  it('passes a failed user fetch to listeners and re-raises it', async () => {
    const failure = new Error('503');
    const auth = createAuth(server({ get: async () => Promise.reject(failure) }), memory());
    const heard: unknown[] = [];
    auth.onError((error) => heard.push(error));
    await expect(auth.setUserToken('abc')).rejects.toBe(failure);
    expect(heard).toEqual([failure]);
  });

  it('stops telling a listener about errors once it unsubscribes', async () => {
    const auth = createAuth(server({ post: async () => Promise.reject(new Error('401')) }), memory());
    const heard: unknown[] = [];
    const stop = auth.onError((error) => heard.push(error));
    await expect(auth.login({ email: 'u@example.test', password: 'p' })).rejects.toThrow('401');
    stop();
    await expect(auth.login({ email: 'u@example.test', password: 'p' })).rejects.toThrow('401');
    expect(heard).toHaveLength(1);
  });

  it('tells the server about a logout with the Bearer token before clearing it', async () => {
    const http = server();
    const auth = createAuth(http, memory());
    await auth.login({ email: 'u@example.test', password: 'p' });
    await auth.logout();
    expect(http.post).toHaveBeenLastCalledWith('/api/auth/logout', undefined, { Authorization: 'Bearer abc' });
    expect(auth.store.getState().token).toBeNull();
  });

  it('restores a stored Bearer token on page load and fetches its user', async () => {
    const store = memory();
    store.values.set(AUTH_KEYS.token, 'Bearer kept');
    const http = server();
    const auth = createAuth(http, store);
    await auth.restore();
    expect(auth.store.getState()).toMatchObject({ token: 'Bearer kept', loggedIn: true });
    expect(http.calls).toEqual(['GET /api/auth/user Bearer kept']);
  });

  it.each([
    // The original writes `false` on logout instead of removing the key.
    ['"false" left by the original site', 'false'],
    ['a token without its type', 'kept'],
    ['an empty value', ''],
  ])('does not restore %s', async (_, stored) => {
    const store = memory();
    store.values.set(AUTH_KEYS.token, stored);
    const http = server();
    const auth = createAuth(http, store);
    await auth.restore();
    expect(auth.store.getState()).toEqual({ user: null, loggedIn: false, busy: false, token: null });
    expect(http.get).not.toHaveBeenCalled();
  });

  it('drops a restored token whose user cannot be fetched, from state and storage', async () => {
    const store = memory();
    store.values.set(AUTH_KEYS.token, 'Bearer expired');
    store.values.set(AUTH_KEYS.refreshToken, 'r');
    const auth = createAuth(server({ get: async () => Promise.reject(new Error('401')) }), store);
    await expect(auth.restore()).resolves.toBeUndefined();
    expect(auth.store.getState()).toMatchObject({ token: null, loggedIn: false });
    expect(store.values.has(AUTH_KEYS.token)).toBe(false);
    expect(store.values.has(AUTH_KEYS.refreshToken)).toBe(false);
  });

  it('does not let an unsafe redirect replace a remembered safe one', () => {
    const store = memory();
    const auth = createAuth(server(), store);
    auth.rememberRedirect('/id/laporan');
    auth.rememberRedirect('//evil.com');
    expect(store.values.get(AUTH_KEYS.redirect)).toBe('/id/laporan');
    expect(auth.takeRedirect()).toBe('/id/laporan');
  });
});

describe('page access and the loop guard', () => {
  const reader: User = { name: 'Staf', scope: ['reports:read'] };

  it('opens a page without a scope to any signed-in user, one with a scope only to its holders', () => {
    expect(mayOpen(reader, {})).toBe(true);
    expect(mayOpen(reader, { scope: 'reports:read' })).toBe(true);
    expect(mayOpen(reader, { scope: 'messages:read' })).toBe(false);
    expect(mayOpen({ scope: { 'messages:read': true } }, { scope: 'messages:read' })).toBe(true);
    expect(mayOpen(null, { scope: 'reports:read' })).toBe(false);
  });

  it('takes two addresses for the same page when only their query, fragment or trailing slashes differ', () => {
    expect(isSamePath('/login?x=1', '/login/')).toBe(true);
    expect(isSamePath('/login#top', '/login')).toBe(true);
    expect(isSamePath('/en/login', '/login')).toBe(false);
  });
});

describe('a page shown again from the back-forward cache', () => {
  it('drops the session it kept when the stored token is gone (signed out in another page)', async () => {
    const store = memory();
    const auth = createAuth(server(), store);
    await auth.login({ email: 'u@example.test', password: 'p' });
    store.values.delete(AUTH_KEYS.token);
    await auth.resync();
    expect(auth.store.getState()).toMatchObject({ user: null, loggedIn: false, token: null });
  });

  it('takes up the session stored since, and leaves an unchanged one alone', async () => {
    const store = memory();
    const http = server();
    const auth = createAuth(http, store);
    store.values.set(AUTH_KEYS.token, 'Bearer other');
    await auth.resync();
    expect(auth.store.getState()).toMatchObject({ token: 'Bearer other', loggedIn: true });
    const calls = http.calls.length;
    await auth.resync();
    expect(http.calls).toHaveLength(calls);
  });
});
