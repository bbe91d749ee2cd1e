// @ts-check
/**
 * One webpack + Module Federation configuration for every bundle, so the shell and the seven sections
 * agree on the shared singletons by construction. Sections get `sectionConfig`, the host `shellConfig`.
 * The parts live in `webpack/`: the share scope, the base configurations, the section's and the shell's.
 */
export { sectionConfig } from './webpack/section.js';
export { shellConfig } from './webpack/shell.js';
