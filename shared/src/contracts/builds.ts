/**
 * What the builds and the server agree on about packages, for Node only (`@ksei/shared/node`: the
 * webpack configuration, the release gates, the server): not in the browser's root entry.
 */

/**
 * Packages that are one instance per page, configured as federation singletons in every bundle. A
 * bundle lists in its manifest the ones its own code imports; whatever it reaches only through
 * `@ksei/shared` (axios, the zustand stores) comes with the shell's copy.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  'axios',
  'single-spa-react',
  '@ksei/shared',
] as const;

/**
 * The singletons every section's own code uses (the section kit: React, react-router-dom's data
 * router, i18next, single-spa-react); each remote's `mf-manifest.json` must declare them.
 */
export const REQUIRED_SINGLETONS = SHARED_SINGLETONS.filter((name) => name !== 'zustand' && name !== 'axios');

/**
 * The packages a server build (the shell's or a section's CommonJS build that renders pages on the
 * server) takes from the server instead of bundling them: one React per process, as one per page in the
 * browser. The builds leave exactly these external; the server hands in exactly these (and, to a
 * section, the shell's `@ksei/shared`) and refuses any other, which would be a build that bundled wrongly.
 */
export const SERVER_BUILD_EXTERNALS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  'axios',
] as const;
