import {
  DATED_LIST_QUERY_SCHEMA,
  ID_PARAMS_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type DatedListQuery,
  type IdParams,
  type ItemResponse,
  type JsonSchema,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { datedDocument, datedDocumentList, type DatedDocumentKind } from '../../domains/content/dated-documents.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

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
  app.get<{ Querystring: DatedListQuery }>(
    resource.path,
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(resource.schema) } },
    async (request): Promise<ListResponse<Item>> => datedDocumentList(db, resource.kind, request.query),
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    `${resource.path}/:id`,
    { schema: { params: ID_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(resource.schema) } },
    async (request): Promise<ItemResponse<Item>> => ({
      data: found(await datedDocument(db, resource.kind, request.params.id, request.query.locale)),
    }),
  );
}
