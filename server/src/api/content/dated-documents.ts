import {
  DATED_LIST_QUERY_SCHEMA,
  ID_PARAMS_SCHEMA,
  type DatedListQuery,
  type IdParams,
  type JsonSchema,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { datedDocument, datedDocumentList, type DatedDocumentKind } from '../../domains/content/dated-documents.js';
import { getItem, getList } from './read-routes.js';

/** Where a kind of dated document is served and how its items are shaped. */
export interface DatedDocumentResource<Row, Item> {
  /** `/api/bulletins`: the list; `/:id` is the detail. */
  readonly path: string;
  /** The item's JSON schema (validates and serializes responses). */
  readonly schema: JsonSchema;
  readonly kind: DatedDocumentKind<Row, Item>;
}

/** GET `<path>?year&q&sort=(-)date` and GET `<path>/:id`, the same for every dated document kind. */
export function registerDatedDocumentsApi<Row, Item>(
  app: FastifyInstance,
  db: Queryable,
  resource: DatedDocumentResource<Row, Item>,
): void {
  getList(app, {
    path: resource.path,
    query: DATED_LIST_QUERY_SCHEMA,
    item: resource.schema,
    read: (query: DatedListQuery) => datedDocumentList(db, resource.kind, query),
  });
  getItem(app, {
    path: `${resource.path}/:id`,
    params: ID_PARAMS_SCHEMA,
    item: resource.schema,
    read: ({ id }: IdParams, locale) => datedDocument(db, resource.kind, id, locale),
  });
}
