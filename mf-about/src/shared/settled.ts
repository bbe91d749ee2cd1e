import { isApiError } from '@ksei/shared';

/**
 * A read that may fail without failing the whole page (the rest of the page still shows). Plain data,
 * not an `ApiError`, so the server can embed it in the page and the browser hydrate from it.
 */
export type Settled<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly message: string };

/** The read's value or its API failure; anything else (a cancelled read) still rejects. */
export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
}
