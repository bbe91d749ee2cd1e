/**
 * The publications, declared once: the server validates and serializes with these schemas, and the
 * types below are derived from them. Lists answer `ListResponse<T>`, details `ItemResponse<T>`.
 *
 * GET /api/press-releases?q&year&sort=(-)date — `PressReleaseSummary`; /api/press-releases/:slug — `PressRelease`
 * GET /api/announcements?type&month=YYYY-MM&date=YYYY-MM-DD&q&sort — `Announcement`; /api/announcements/:id
 * GET /api/announcement-types — `AnnouncementType`
 * GET /api/events?q&year&sort — `EventItem`; /api/events/:slug
 * GET /api/bulletins?q&year&sort — `Bulletin`; /api/bulletins/:id
 * GET /api/other-publications?q&year&sort — `OtherPublication`; /api/other-publications/:id
 */
import {
  DATE_PARAM,
  FILE_LINK_SCHEMA,
  listQuerySchema,
  PUBLISHED_STATE_PROPERTIES,
  Q_PARAM,
  sortParam,
  YEAR_PARAM,
} from './common.js';
import { arraySchema, objectSchema, type FromSchema } from './json-schema.js';
import { CONTENT_BLOCK_SCHEMA } from './content.js';

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
/** True where the item is sample content written for this rebuild, not KSEI's own. */
const sample = { type: 'boolean' } as const;

export const DATE_SORTS = ['date', '-date'] as const;
/** Newest first unless asked otherwise; `year` filters by the date's year, `q` the title. */
export const DATED_LIST_QUERY_SCHEMA = listQuerySchema({
  ...Q_PARAM,
  ...YEAR_PARAM,
  sort: sortParam(DATE_SORTS, '-date'),
});
export type DatedListQuery = FromSchema<typeof DATED_LIST_QUERY_SCHEMA>;

// --- press releases ------------------------------------------------------------------------------

const pressReleaseSummary = {
  slug: text,
  date: text,
  title: text,
  summary: text,
  sample,
  ...PUBLISHED_STATE_PROPERTIES,
};
export const PRESS_RELEASE_SUMMARY_SCHEMA = objectSchema(pressReleaseSummary);
export type PressReleaseSummary = FromSchema<typeof PRESS_RELEASE_SUMMARY_SCHEMA>;
export const PRESS_RELEASE_SCHEMA = objectSchema({
  ...pressReleaseSummary,
  body: arraySchema(CONTENT_BLOCK_SCHEMA),
  images: arraySchema(
    objectSchema({ ...FILE_LINK_SCHEMA.properties, caption: text, width: integer, height: integer }, ['sizeBytes']),
  ),
});
export type PressRelease = FromSchema<typeof PRESS_RELEASE_SCHEMA>;

// --- announcements -------------------------------------------------------------------------------

export const ANNOUNCEMENT_TYPE_SCHEMA = objectSchema({ code: text, label: text });
export type AnnouncementType = FromSchema<typeof ANNOUNCEMENT_TYPE_SCHEMA>;

export const ANNOUNCEMENT_LIST_QUERY_SCHEMA = listQuerySchema({
  ...Q_PARAM,
  /** An announcement type's code (see /api/announcement-types). */
  type: { type: 'string', maxLength: 100 },
  month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
  date: DATE_PARAM,
  sort: sortParam(DATE_SORTS, '-date'),
});
export type AnnouncementListQuery = FromSchema<typeof ANNOUNCEMENT_LIST_QUERY_SCHEMA>;

export const ANNOUNCEMENT_SCHEMA = objectSchema({
  id: text,
  /** The type's code, and its label in the request's language. */
  type: text,
  typeLabel: text,
  date: text,
  referenceNumber: text,
  title: text,
  attachments: arraySchema(FILE_LINK_SCHEMA),
  sample,
  /** KSEI's notice kind: `new`, `revised` or `cancelled` (a cancelled one stays listed, marked). */
  notice: text,
  ...PUBLISHED_STATE_PROPERTIES,
});
export type Announcement = FromSchema<typeof ANNOUNCEMENT_SCHEMA>;

// --- events, bulletins, other publications -------------------------------------------------------

export const EVENT_SCHEMA = objectSchema({
  slug: text,
  date: text,
  title: text,
  location: text,
  summary: text,
  sample,
});
export type EventItem = FromSchema<typeof EVENT_SCHEMA>;

export const BULLETIN_SCHEMA = objectSchema({
  id: text,
  edition: text,
  circularNumber: text,
  date: text,
  title: text,
  file: FILE_LINK_SCHEMA,
  sample,
});
export type Bulletin = FromSchema<typeof BULLETIN_SCHEMA>;

export const OTHER_PUBLICATION_SCHEMA = objectSchema({
  id: text,
  date: text,
  title: text,
  file: FILE_LINK_SCHEMA,
  sample,
});
export type OtherPublication = FromSchema<typeof OTHER_PUBLICATION_SCHEMA>;
