import {
  DATED_LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  PRESS_RELEASE_SCHEMA,
  PRESS_RELEASE_SUMMARY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type DatedListQuery,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type PressRelease,
  type PressReleaseSummary,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { pressRelease, pressReleaseList } from '../../domains/content/press-releases.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/press-releases?q&year&sort — GET /api/press-releases/:slug */
export function registerPressReleasesApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: DatedListQuery }>(
    '/api/press-releases',
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(PRESS_RELEASE_SUMMARY_SCHEMA) } },
    async (request): Promise<ListResponse<PressReleaseSummary>> => pressReleaseList(db, request.query),
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/press-releases/:slug',
    {
      schema: {
        params: SLUG_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(PRESS_RELEASE_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<PressRelease>> => ({
      data: found(await pressRelease(db, request.params.slug, request.query.locale)),
    }),
  );
}
