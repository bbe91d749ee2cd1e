import { OTHER_PUBLICATION_SCHEMA } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { OTHER_PUBLICATIONS } from '../../domains/content/dated-documents.js';
import { registerDatedDocumentsApi } from './dated-documents.js';

/** GET /api/other-publications?year&q&sort — GET /api/other-publications/:id */
export function registerOtherPublicationsApi(app: FastifyInstance, db: Queryable): void {
  registerDatedDocumentsApi(app, db, {
    path: '/api/other-publications',
    schema: OTHER_PUBLICATION_SCHEMA,
    kind: OTHER_PUBLICATIONS,
  });
}
