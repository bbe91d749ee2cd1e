/** List pages: query-string state, search and select controls, results with paging, downloads. */
export * from './AsyncList.js';
export * from './Controls.js';
export * from './DataTable.js';
export * from './DownloadLink.js';
export * from './FilterLinks.js';
export * from './SearchBox.js';
export * from './ListPage.js';
export * from './ListResults.js';
export * from './Results.js';
export * from './query.js';
export * from './sort.js';
export * from './use-query-state.js';
export { default as listStyles } from './list.module.css';
