import { OTHER_PUBLICATION_SCHEMA, type OtherPublication } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { col } from '../db/sql.js';
import { registerDatedDocumentRoutes } from './dated-documents.js';
import type { ApiLocale } from '../http/locale.js';

/** GET /api/other-publications?year&q&sort — GET /api/other-publications/:id */
export function registerOtherPublicationRoutes(app: FastifyInstance, db: Queryable): void {
  registerDatedDocumentRoutes<OtherPublication, OtherPublication>(app, db, {
    path: '/api/other-publications',
    table: 'other_publications',
    schema: OTHER_PUBLICATION_SCHEMA,
    columns: (l: ApiLocale) => `id, date::text as date, ${col('title', l)} as title, file, sample`,
    toItem: (row) => row,
  });
}
