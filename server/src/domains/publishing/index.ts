/** Staff publishing: editable items, their revisions, the workflow and the public projections. */
export {
  actOn,
  auditTrail,
  createItem,
  listItems,
  PublishingError,
  readItem,
  revisions,
  saveItem,
  type Actor,
  type PublishingContext,
} from './items.js';
export { adoptPublishedRows } from './adopt.js';
export { watchSchedules, type ScheduleWatch } from './schedule-watch.js';
