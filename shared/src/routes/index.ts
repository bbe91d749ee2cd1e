export * from './types.js';
export { RouteTable, NAV_GROUPS, localeFromPath, normalizePath } from './table.js';
export {
  bundlesOf,
  replaceBundles,
  composeRoutes,
  declarationProblems,
  COMPOSITION_ORDER,
  type Composition,
} from './compose.js';
export * from './active.js';
export { canonicalQuery, QUERY_PARAMETER_KINDS, QUERY_VALUE_LIMITS, type CanonicalQuery } from './query.js';
