/** Not `instanceof Error`: errors from Node's built-ins can come from another realm (jest's sandbox). */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
