export * from './createSection.js';
export * from './SectionIntro.js';
export * from './standalone.js';
export * from './coverage.js';
