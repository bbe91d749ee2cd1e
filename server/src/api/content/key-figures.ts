import { LIST_QUERY_SCHEMA, KEY_FIGURE_SCHEMA, type ListQuery } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { keyFigures } from '../../domains/content/key-figures.js';
import { getList } from './read-routes.js';

/** GET /api/key-figures — headline numbers with their as-of date and source. */
export function registerKeyFiguresApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/key-figures',
    query: LIST_QUERY_SCHEMA,
    item: KEY_FIGURE_SCHEMA,
    read: (query: ListQuery) => keyFigures(db, query),
  });
}
