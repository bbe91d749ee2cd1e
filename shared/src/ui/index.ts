export * from './Link.js';
export * from './prefetch-on-intent.js';
export * from './Breadcrumb.js';
export * from './PageHeader.js';
export * from './PageTransition.js';
export * from './hooks.js';
export * from './SectionError.js';
export * from './ErrorBoundary.js';
