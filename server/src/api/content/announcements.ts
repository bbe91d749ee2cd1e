import {
  ANNOUNCEMENT_LIST_QUERY_SCHEMA,
  ANNOUNCEMENT_SCHEMA,
  ANNOUNCEMENT_TYPE_SCHEMA,
  ID_PARAMS_SCHEMA,
  LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type Announcement,
  type AnnouncementListQuery,
  type AnnouncementType,
  type IdParams,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { announcement, announcementList, announcementTypes } from '../../domains/content/announcements.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/announcements?type&month&date&q&sort — /api/announcements/:id — /api/announcement-types */
export function registerAnnouncementsApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/announcement-types',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(ANNOUNCEMENT_TYPE_SCHEMA) } },
    async (request): Promise<ListResponse<AnnouncementType>> => announcementTypes(db, request.query),
  );

  app.get<{ Querystring: AnnouncementListQuery }>(
    '/api/announcements',
    { schema: { querystring: ANNOUNCEMENT_LIST_QUERY_SCHEMA, response: listResponse(ANNOUNCEMENT_SCHEMA) } },
    async (request): Promise<ListResponse<Announcement>> => announcementList(db, request.query),
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/announcements/:id',
    {
      schema: {
        params: ID_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(ANNOUNCEMENT_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<Announcement>> => ({
      data: found(await announcement(db, request.params.id, request.query.locale)),
    }),
  );
}
