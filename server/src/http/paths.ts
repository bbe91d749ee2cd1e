/** The path of a request URL, without query or fragment (still percent-encoded). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The JSON API's addresses: errors there use the API's error shape, never an HTML page. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
