export * from './types.js';
export { PAGES, BRAND } from './manifest.js';
export * from './match.js';
export * from './navigation.js';
