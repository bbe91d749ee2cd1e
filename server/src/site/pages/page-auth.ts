import {
  AUTH_KEYS,
  authMessage,
  isRelativeRedirect,
  isSamePath,
  mayOpen,
  secureAttribute,
  type Locale,
  type RouteMatch,
  type RouteTable,
  type StaffUser,
} from '@ksei/shared/node';

/** The staff session of a token (without `Bearer `), or null for an unknown, ended or revoked one. */
export type Authenticate = (token: string) => Promise<StaffUser | null>;

/** What a protected or guest-only page request gets. */
export type PageAccess =
  /** The page itself: a protected page with a session that may open it, a guest page without one. */
  | { readonly kind: 'page' }
  /** Elsewhere (302), with a `Set-Cookie` for the remembered path when it changes. */
  | { readonly kind: 'redirect'; readonly location: string; readonly setCookie?: string }
  /** Signed in without the page's scope: the error page with this message (403). */
  | { readonly kind: 'forbidden'; readonly message: string };

/** A session token is 32 random bytes in base64url (43 characters); anything much longer is no token. */
const TOKEN_MAX_LENGTH = 256;

/** The first cookie of that name, decoded; null when absent or not valid percent-encoding. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The staff user of the browser's session cookie (`auth._token.local` = `Bearer <token>`, as the
 * original's auth module keeps it). Read for page GETs only, to decide what to show; it authorizes no
 * API call and changes nothing.
 */
export async function pageSession(
  cookieHeader: string | undefined,
  authenticate: Authenticate | undefined,
): Promise<StaffUser | null> {
  const value = readCookie(cookieHeader, AUTH_KEYS.token);
  if (!authenticate || !value?.startsWith('Bearer ')) return null;
  const token = value.slice('Bearer '.length);
  if (token === '' || token.length > TOKEN_MAX_LENGTH) return null;
  return authenticate(token);
}

const REDIRECT_COOKIE = `${encodeURIComponent(AUTH_KEYS.redirect)}`;

/**
 * Whether the page reaches the browser over HTTPS: the site's public origin is https (TLS ends at a
 * proxy in front), or this request came over TLS or through a trusted proxy saying so.
 */
export function servedOverHttps(publicOrigin: string, requestProtocol: string): boolean {
  return publicOrigin.startsWith('https:') || requestProtocol === 'https';
}

/** The remembered path, as the browser's store writes it (not HttpOnly: the store reads and clears it). */
function rememberCookie(path: string, overHttps: boolean): string {
  return `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; Path=/; SameSite=Lax${secureAttribute(overHttps)}`;
}
const forgetCookie = (overHttps: boolean): string =>
  `${REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secureAttribute(overHttps)}`;

function pathOfPage(routes: RouteTable, id: string, locale: Locale, fallback: string): string {
  return routes.hasPage(id) ? routes.buildPath(id, locale) : fallback;
}

/**
 * The original auth module's page rules, on the server: a protected page without a session goes to
 * the sign-in page of its language, remembering the requested address (only one passing the
 * relative-path rule); with a session lacking the page's scope it is refused; a guest-only page with a
 * session goes to the remembered address (once) or home.
 */
export async function decidePageAccess(request: {
  readonly match: RouteMatch;
  readonly routes: RouteTable;
  /** The requested address: its path and the page's declared query. */
  readonly address: string;
  readonly cookieHeader: string | undefined;
  readonly authenticate: Authenticate | undefined;
  /** The page is served over HTTPS: its cookies are `Secure` (see `servedOverHttps`). */
  readonly overHttps: boolean;
}): Promise<PageAccess> {
  const { match, routes, address, cookieHeader, overHttps } = request;
  const auth = match.page.auth;
  if (auth === false) return { kind: 'page' };
  const user = await pageSession(cookieHeader, request.authenticate);
  if (auth === true) {
    if (user) return mayOpen(user, match.page) ? { kind: 'page' } : forbidden(match.locale);
    const login = pathOfPage(routes, 'login', match.locale, '/login');
    const remember = isRelativeRedirect(address) && !isSamePath(address, login);
    return {
      kind: 'redirect',
      location: login,
      ...(remember ? { setCookie: rememberCookie(address, overHttps) } : {}),
    };
  }
  // A guest-only page (sign-in).
  if (!user) return { kind: 'page' };
  const remembered = readCookie(cookieHeader, AUTH_KEYS.redirect);
  const home = pathOfPage(routes, 'home', match.locale, '/');
  const back = isRelativeRedirect(remembered) && !isSamePath(remembered, address) ? remembered : home;
  return { kind: 'redirect', location: back, ...(remembered === null ? {} : { setCookie: forgetCookie(overHttps) }) };
}

function forbidden(locale: Locale): PageAccess {
  return { kind: 'forbidden', message: authMessage('missingScope', locale) };
}
