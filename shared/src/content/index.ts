/**
 * `@ksei/shared/content`: the content blocks and the list toolkit (tables, search and select controls,
 * results with paging, downloads, dates and numbers). Not in the root entry: `@ksei/shared` is one
 * shared instance that every first view loads whole, so each component there cost every page; imported
 * by this path, each bundle takes the few it uses. The kit keeps no state of its own: stores, i18n and
 * the router helpers come from the root, always by package name (lint forbids relative imports out of
 * this folder), so every copy works with the page's one instance.
 */
export * from './states.js';
export * from './Pagination.js';
export * from './Blocks.js';
export * from './FileList.js';
export * from './PublishedNotices.js';
export * from './published-language.js';
export * from './Facts.js';
export * from './jakarta-clock.js';
export * from './format.js';
export * from './list/index.js';
