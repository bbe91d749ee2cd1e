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
