/**
 * The browser-free part of the contract, for the server and the build tools (compiled for Node by tsc):
 * routes, navigation steps, page titles, the API contract and what the builds agree on.
 */
export * from './routes/index.js';
export * from './runtime/pipeline.js';
export { RESOURCES, documentTitle } from './i18n/resources/index.js';
export {
  federationName,
  REMOTE_OVERRIDE_COOKIE,
  SECTION_EXPOSE,
  SECTION_DATA_ID,
  SHELL_DATA_ID,
  sectionIdPrefix,
} from './contracts/section.js';
export type {
  RemoteRegistry,
  RemoteRegistryEntry,
  SectionHydrationData,
  SectionRenderRequest,
  SectionRenderResult,
  SectionServerModule,
} from './contracts/section.js';
export * from './contracts/builds.js';
export { AUTH_KEYS, hasScope, isRelativeRedirect, isSamePath, mayOpen, secureAttribute } from './stores/auth-rules.js';
export * from './api/index.js';
export * from './api/captcha.js';
export { MONTH_NAMES, formatDate, formatDateDayFirst, monthName } from './content/format.js';
export {
  addDays,
  jakartaClock,
  jakartaDate,
  jakartaDateOf,
  jakartaDateTime,
  todayInJakarta,
} from './content/jakarta-clock.js';
