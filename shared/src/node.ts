/** The browser-free part of the contract, for the server: routes, navigation steps and page titles. */
export * from './routes/index.js';
export * from './runtime/pipeline.js';
export { RESOURCES, documentTitle } from './i18n/resources/index.js';
export {
  federationName,
  REMOTE_OVERRIDE_COOKIE,
  SECTION_EXPOSE,
  REQUIRED_SINGLETONS,
  SHARED_SINGLETONS,
  SECTION_DATA_ID,
  SHELL_DATA_ID,
  sectionIdPrefix,
} from './contracts/section.js';
export type {
  RemoteRegistry,
  RemoteRegistryEntry,
  SectionHydrationData,
  SectionRenderRequest,
  SectionRenderResult,
  SectionServerModule,
} from './contracts/section.js';
export * from './api/index.js';
