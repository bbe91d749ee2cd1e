/**
 * Staff sign-in: accounts (Argon2id hashes), sessions and failed sign-ins in the database, the audit
 * log. No Fastify here: `api/auth` answers the three calls, `http/staff-guard.ts` protects routes.
 */
export {
  createStaffAuth,
  type LoginAttempt,
  type LoginResult,
  type StaffAuth,
  type StaffAuthOptions,
} from './staff-auth.js';
export {
  checkScopes,
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  ensureFirstStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffScopes,
  StaffAccountError,
  type NewStaffAccount,
  type StaffAccountSummary,
} from './accounts.js';
export { loadStaffSettings, type FirstStaffAccount, type StaffSettings } from './settings.js';
export { characterCount, passwordProblem } from './password-rules.js';
export { DEFAULT_THROTTLE, type ThrottleLimits } from './throttle.js';
export { ARGON2_OPTIONS } from './passwords.js';
