/**
 * Staff pages read their data in the browser only, with the session's `Authorization` header: the
 * server has no session, so its render draws a neutral loading state and the browser reads the data
 * once it runs the page. Nothing a staff page shows is ever rendered or cached on the server.
 */
import { isApiError } from '@ksei/shared';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/** What a staff page's loader answers: nothing read yet (server), refused, or the data. */
export type StaffData<T> =
  | { readonly state: 'pending' }
  | { readonly state: 'denied'; readonly status: 401 | 403 }
  | { readonly state: 'ready'; readonly data: T };

/** Whether this code runs in a browser (a section's server build has no `window`). */
export function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * A loader that reads only in the browser. 401 (no valid session) and 403 (the account lacks the
 * page's scope) are answers the page shows, not failures; anything else fails as any page's read does
 * (the section's error state with a retry).
 */
export function browserOnly<T>(read: (args: PageLoaderArgs) => Promise<T>) {
  return async (args: PageLoaderArgs): Promise<StaffData<T>> => {
    if (!inBrowser()) return { state: 'pending' };
    try {
      return { state: 'ready', data: await read(args) };
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        return { state: 'denied', status: error.status };
      }
      throw error;
    }
  };
}
