/** Any origin would do: it only has to be one no real target can share. */
const BASE = 'http://origin.invalid';

/**
 * The `Location` for a redirect decided by the navigation steps or the legacy-URL table, or `null`
 * when the target would leave this site. The target is resolved the way a client would resolve it
 * (dot segments, backslashes, percent-encoding of spaces and non-ASCII letters, which a header must not
 * carry raw) and must stay on this origin; leading slashes are collapsed, because `//evil.com` is a
 * path to us but another host to a browser or proxy.
 */
export function sameOriginLocation(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.replace(/^\/{2,}/, '/');
  const location = path + url.search + url.hash;
  // Re-resolve what we are about to send: it must land on this origin, at the same place.
  const check = new URL(location, BASE);
  return check.origin === BASE && check.pathname === path ? location : null;
}
