/** Staff publishing: editable items, their revisions, the workflow and the public projections. */
export { PublishingError } from './item-rows.js';
export { actOn, createItem, restoreRevision, saveItem, type Actor, type PublishingContext } from './items.js';
export { auditTrail, listItems, readItem, revisionDiff, revisions, unpublishedItem, wasUnpublished } from './reads.js';
export { adoptPublishedRows } from './adopt.js';
export { watchSchedules, type ScheduleWatch } from './schedule-watch.js';
export { actOnBatch, BatchRefused, intakeBatch, readBatch } from './batches.js';
export { createPreview, listPreviews, openPreview, previewFile, revokePreview } from './previews.js';
