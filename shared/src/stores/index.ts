export * from './progress.js';
export * from './toast.js';
export * from './location.js';
export * from './online.js';
export { useStore } from './use-store.js';
export * from './auth.js';
export * from './auth-instance.js';
