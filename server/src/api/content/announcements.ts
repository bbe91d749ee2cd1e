import {
  ANNOUNCEMENT_LIST_QUERY_SCHEMA,
  ANNOUNCEMENT_SCHEMA,
  ANNOUNCEMENT_TYPE_SCHEMA,
  ID_PARAMS_SCHEMA,
  LIST_QUERY_SCHEMA,
  type AnnouncementListQuery,
  type IdParams,
  type ListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { announcement, announcementList, announcementTypes } from '../../domains/content/announcements.js';
import { wasUnpublished } from '../../domains/publishing/index.js';
import { ApiError } from '../../http/error-format.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/announcements?type&month&date&q&sort — /api/announcements/:id — /api/announcement-types */
export function registerAnnouncementsApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/announcement-types',
    query: LIST_QUERY_SCHEMA,
    item: ANNOUNCEMENT_TYPE_SCHEMA,
    read: (query: ListQuery) => announcementTypes(db, query),
  });
  getList(app, {
    path: '/api/announcements',
    query: ANNOUNCEMENT_LIST_QUERY_SCHEMA,
    item: ANNOUNCEMENT_SCHEMA,
    read: (query: AnnouncementListQuery) => announcementList(db, query),
  });
  getItem(app, {
    path: '/api/announcements/:id',
    params: ID_PARAMS_SCHEMA,
    item: ANNOUNCEMENT_SCHEMA,
    // One taken off the site on purpose is gone (410), not unknown: a link to it is a dead link to fix.
    read: async ({ id }: IdParams, locale) => {
      const item = await announcement(db, id, locale);
      if (!item && (await wasUnpublished(db, 'announcement', id))) throw new ApiError(410, 'gone');
      return item;
    },
  });
}
