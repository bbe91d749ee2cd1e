/**
 * Whether an error means the database cannot be reached now (an outage, a restart, a full pool, a
 * closed embedded database), as opposed to a mistake in a query. Such a failure is the site's
 * momentary state, not a bug: the API answers 503 with Retry-After and the log gets one line without
 * a stack trace.
 */

/** PostgreSQL's classes for a connection that failed or was ended, and a server that refuses more. */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // connection_exception and its subclasses.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // The database itself gone (dropped or being re-created by an operator).
  '3D000',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, recovering), too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What node-postgres and the embedded database say when the connection, not the query, failed. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite database is closed|PGlite worker |cannot send the statement to the worker/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** How long a client is told to wait before sending again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
