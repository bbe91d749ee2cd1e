/** @ksei/shared: the contract between the shell and the sections (one instance per page). */
// Routes: the manifest's types, its table and the page's active manifest. Composing declarations into a
// manifest (the server, a tester's override, the section harness) is at `@ksei/shared/compose`.
export * from './routes/types.js';
export { RouteTable, NAV_GROUPS, localeFromPath, normalizePath } from './routes/table.js';
export * from './routes/active.js';
export { canonicalQuery, type CanonicalQuery } from './routes/query.js';
export * from './i18n/index.js';
export * from './stores/index.js';
export * from './runtime/chunk-reload.js';
export * from './runtime/navigate.js';
export * from './runtime/pipeline.js';
export * from './contracts/section.js';
export * from './ui/index.js';
export * from './http/client.js';
export * from './http/api.js';
export * from './http/use-api.js';
export * from './runtime/prefetch.js';
// The API contracts' types only; their values are imported from `@ksei/shared/api`.
export type * from './api/index.js';
// The content blocks and the list toolkit are at `@ksei/shared/content`, bundled by each bundle that uses them.
