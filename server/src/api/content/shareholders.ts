import { LIST_QUERY_SCHEMA, SHAREHOLDER_SCHEMA, type ListQuery } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { shareholders } from '../../domains/content/shareholders.js';
import { getList } from './read-routes.js';

/** GET /api/shareholders */
export function registerShareholdersApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/shareholders',
    query: LIST_QUERY_SCHEMA,
    item: SHAREHOLDER_SCHEMA,
    read: (query: ListQuery) => shareholders(db, query),
  });
}
