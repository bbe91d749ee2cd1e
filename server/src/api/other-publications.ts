import type { OtherPublication } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { registerDatedDocumentRoutes } from './dated-documents.js';
import { col, type ApiLocale } from './locale.js';
import { bool, fileLink, obj, str } from './schemas.js';

/** GET /api/other-publications?year&q&sort — GET /api/other-publications/:id */
export function registerOtherPublicationRoutes(app: FastifyInstance, db: Queryable): void {
  registerDatedDocumentRoutes<OtherPublication, OtherPublication>(app, db, {
    path: '/api/other-publications',
    table: 'other_publications',
    schema: obj({ id: str, date: str, title: str, file: fileLink, sample: bool }),
    columns: (l: ApiLocale) => `id, date::text as date, ${col('title', l)} as title, file, sample`,
    toItem: (row) => row,
  });
}
