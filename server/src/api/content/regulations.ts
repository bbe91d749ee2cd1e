import {
  REGULATION_LIST_QUERY_SCHEMA,
  REGULATION_PARAMS_SCHEMA,
  REGULATION_SCHEMA,
  type IdParams,
  type RegulationListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { regulation, regulationList } from '../../domains/content/regulations.js';
import { wasUnpublished } from '../../domains/publishing/index.js';
import { ApiError } from '../../http/error-format.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/regulations?category&q&sort=date|-date|number|-number — GET /api/regulations/:id */
export function registerRegulationsApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/regulations',
    query: REGULATION_LIST_QUERY_SCHEMA,
    item: REGULATION_SCHEMA,
    read: (query: RegulationListQuery) => regulationList(db, query),
  });
  getItem(app, {
    path: '/api/regulations/:id',
    params: REGULATION_PARAMS_SCHEMA,
    item: REGULATION_SCHEMA,
    // One taken off the site on purpose is gone (410), not unknown.
    read: async ({ id }: IdParams, locale) => {
      const item = await regulation(db, id, locale);
      if (!item && (await wasUnpublished(db, 'regulation', id))) throw new ApiError(410, 'gone');
      return item;
    },
  });
}
