import { BULLETIN_SCHEMA, type Bulletin } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { col } from '../db/sql.js';
import { registerDatedDocumentRoutes } from './dated-documents.js';
import type { ApiLocale } from '../http/locale.js';

type Row = Omit<Bulletin, 'circularNumber'> & { circular_number: string };

/** GET /api/bulletins?year&q&sort — GET /api/bulletins/:id */
export function registerBulletinRoutes(app: FastifyInstance, db: Queryable): void {
  registerDatedDocumentRoutes<Row, Bulletin>(app, db, {
    path: '/api/bulletins',
    table: 'bulletins',
    schema: BULLETIN_SCHEMA,
    columns: (l: ApiLocale) =>
      `id, edition, circular_number, date::text as date, ${col('title', l)} as title, file, sample`,
    toItem: ({ circular_number, ...rest }) => ({ ...rest, circularNumber: circular_number }),
  });
}
