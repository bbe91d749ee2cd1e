export * from './use-api.js';
export * from './states.js';
export * from './Pagination.js';
export * from './Blocks.js';
export * from './FileList.js';
export * from './Facts.js';
export * from './format.js';
export * from './list/index.js';
