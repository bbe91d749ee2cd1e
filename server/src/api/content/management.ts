import {
  MANAGEMENT_LIST_QUERY_SCHEMA,
  MANAGEMENT_MEMBER_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type ManagementListQuery,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { managementList, managementMember } from '../../domains/content/management.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/management?board — GET /api/management/:slug */
export function registerManagementApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/management',
    query: MANAGEMENT_LIST_QUERY_SCHEMA,
    item: MANAGEMENT_MEMBER_SCHEMA,
    read: (query: ManagementListQuery) => managementList(db, query),
  });
  getItem(app, {
    path: '/api/management/:slug',
    params: SLUG_PARAMS_SCHEMA,
    item: MANAGEMENT_MEMBER_SCHEMA,
    read: ({ slug }: SlugParams, locale) => managementMember(db, slug, locale),
  });
}
