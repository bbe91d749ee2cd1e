/** Not `instanceof Error`: errors from Node's built-ins can come from another realm (jest's sandbox). */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** What `act` returns, or nothing when it fails with `code` (an expected miss); any other failure is thrown. */
export function unlessCode<T>(code: string, act: () => T): T | undefined {
  try {
    return act();
  } catch (error) {
    if (errorCode(error) === code) return undefined;
    throw error;
  }
}
