/**
 * `@ksei/shared/api`: the API's contracts as values (JSON Schemas, enumerations, label tables). The
 * root `@ksei/shared` exports only their types: it is one shared instance that every first view loads
 * whole, so values there would cost every page; imported by this path, each bundle takes the few it
 * uses. The server reads them all through `@ksei/shared/node`.
 */
export * from './auth.js';
export * from './careers.js';
export * from './common.js';
export * from './company.js';
export * from './content.js';
export * from './corporate-actions.js';
export * from './faq.js';
export * from './forms.js';
export * from './inbox.js';
export * from './publishing.js';
export * from './publishing-content-types.js';
export * from './publishing-blocks.js';
export * from './publishing-messages.js';
export * from './publishing-attachments.js';
export * from './publishing-batch.js';
export * from './publishing-previews.js';
export * from './json-schema.js';
export * from './publications.js';
export * from './regulations.js';
export * from './search.js';
export * from './securities.js';
export * from './security-types.js';
export * from './service-support.js';
export * from './statistics.js';
