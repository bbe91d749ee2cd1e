import { createStore } from 'zustand/vanilla';
import type { LoginBody } from '../api/auth.js';
import { AUTH_KEYS, isRelativeRedirect, secureAttribute, type User } from './auth-rules.js';

export {
  AUTH_KEYS,
  hasScope,
  isRelativeRedirect,
  isSamePath,
  mayOpen,
  secureAttribute,
  type User,
} from './auth-rules.js';

export const AUTH_ENDPOINTS = { login: '/api/auth/login', user: '/api/auth/user', logout: '/api/auth/logout' } as const;
/** Login, home and logout targets; `/` is localized by the navigation pipeline. */
export const AUTH_REDIRECTS = { login: '/login', home: '/', logout: '/', callback: '/login' } as const;

export interface AuthState {
  readonly user: User | null;
  readonly loggedIn: boolean;
  readonly busy: boolean;
  readonly token: string | null;
}

export interface AuthHttp {
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<{ data: unknown }>;
  get(url: string, headers?: Record<string, string>): Promise<{ data: unknown }>;
}

/** Where a value lives besides the store: a cookie (path /) and local storage, like the original. */
export interface AuthPersistence {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export function browserPersistence(): AuthPersistence {
  const cookie = (key: string, value: string, maxAge?: number): void => {
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge === undefined ? '' : `; max-age=${maxAge}`}${secureAttribute(window.location.protocol === 'https:')}`;
  };
  return {
    // The original's order (state, then cookie, then local storage): a path the server remembered in
    // its cookie wins over an older one left in local storage.
    read: (key) => {
      const match = document.cookie.split('; ').find((part) => part.startsWith(`${encodeURIComponent(key)}=`));
      if (match) {
        try {
          return decodeURIComponent(match.slice(match.indexOf('=') + 1));
        } catch {
          // Not written by this site (malformed encoding): ignored, like a missing cookie.
        }
      }
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null; // storage blocked and no cookie
      }
    },
    write: (key, value) => {
      cookie(key, value);
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // The cookie still holds it.
      }
    },
    remove: (key) => {
      cookie(key, '', -1);
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing stored there.
      }
    },
  };
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** Who is told of a failed login or user fetch; the failure is thrown on once they are told. */
function errorBroadcast() {
  const listeners = new Set<(error: unknown) => void>();
  return {
    fail(error: unknown): never {
      for (const listener of listeners) listener(error);
      throw error;
    },
    onError: (listener: (error: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The path to go back to after signing in, kept across the login page. */
function redirectMemory(persistence: AuthPersistence) {
  return {
    rememberRedirect(path: string): void {
      if (isRelativeRedirect(path)) persistence.write(AUTH_KEYS.redirect, path);
    },
    /** The remembered path, once; ignored unless it is a safe relative path. */
    takeRedirect(): string | null {
      const path = persistence.read(AUTH_KEYS.redirect);
      persistence.remove(AUTH_KEYS.redirect);
      return isRelativeRedirect(path) ? path : null;
    },
  };
}

/** The session: its token in the store and in persistence, and the user the token names. */
function createSession(http: AuthHttp, persistence: AuthPersistence, fail: (error: unknown) => never) {
  const store = createStore<AuthState>(() => ({ user: null, loggedIn: false, busy: false, token: null }));

  const authHeader = (): Record<string, string> => {
    const token = store.getState().token;
    return token ? { Authorization: token } : {};
  };

  function reset(): void {
    store.setState({ user: null, loggedIn: false, token: null });
    persistence.remove(AUTH_KEYS.token);
    persistence.remove(AUTH_KEYS.refreshToken);
  }

  async function fetchUser(): Promise<void> {
    if (!store.getState().token) return;
    try {
      const response = await http.get(AUTH_ENDPOINTS.user, authHeader());
      const user = field(response.data, 'user');
      store.setState({ user: (user as User | undefined) ?? null, loggedIn: Boolean(user) });
    } catch (error) {
      fail(error);
    }
  }

  async function setUserToken(token: string): Promise<void> {
    const value = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
    store.setState({ token: value });
    persistence.write(AUTH_KEYS.token, value);
    persistence.write(AUTH_KEYS.strategy, 'local');
    await fetchUser();
  }

  return { store, authHeader, reset, fetchUser, setUserToken };
}

/**
 * The auth store of the original's local strategy: token kept in state, cookie and local storage;
 * any previous session reset before login; logout clears everything even when the server call fails.
 */
export function createAuth(http: AuthHttp, persistence: AuthPersistence) {
  const { fail, onError } = errorBroadcast();
  const { store, authHeader, reset, fetchUser, setUserToken } = createSession(http, persistence, fail);

  /** Signs in with `{ email, password, locale }` (the locale of any refusal's message). */
  async function login(credentials: LoginBody): Promise<void> {
    reset();
    store.setState({ busy: true });
    try {
      const response = await http.post(AUTH_ENDPOINTS.login, credentials);
      const token = field(response.data, 'token');
      if (typeof token !== 'string' || token === '') throw new Error('Login response has no token');
      await setUserToken(token);
    } catch (error) {
      fail(error);
    } finally {
      store.setState({ busy: false });
    }
  }

  async function logout(): Promise<void> {
    try {
      await http.post(AUTH_ENDPOINTS.logout, undefined, authHeader());
    } catch {
      // A failed server logout is ignored, as by the original: the local session ends regardless.
    }
    reset();
  }

  /** On page load: pick up a stored token and fetch its user. */
  async function restore(): Promise<void> {
    const token = persistence.read(AUTH_KEYS.token);
    if (token && token.startsWith('Bearer ')) {
      store.setState({ token });
      await fetchUser().catch(() => reset());
    }
  }

  /**
   * A page shown again from the browser's back-forward cache keeps the store of its time: take the
   * session as stored now (signed out in another page → signed out here too).
   */
  async function resync(): Promise<void> {
    const stored = persistence.read(AUTH_KEYS.token);
    if (stored === store.getState().token) return;
    store.setState({ user: null, loggedIn: false, token: null });
    await restore();
  }

  const { rememberRedirect, takeRedirect } = redirectMemory(persistence);
  return {
    store,
    login,
    logout,
    reset,
    fetchUser,
    setUserToken,
    restore,
    resync,
    rememberRedirect,
    takeRedirect,
    onError,
  };
}

export type Auth = ReturnType<typeof createAuth>;
