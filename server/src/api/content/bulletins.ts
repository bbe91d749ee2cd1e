import { BULLETIN_SCHEMA } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { BULLETINS } from '../../domains/content/dated-documents.js';
import { registerDatedDocumentsApi } from './dated-documents.js';

/** GET /api/bulletins?year&q&sort — GET /api/bulletins/:id */
export function registerBulletinsApi(app: FastifyInstance, db: Queryable): void {
  registerDatedDocumentsApi(app, db, { path: '/api/bulletins', schema: BULLETIN_SCHEMA, kind: BULLETINS });
}
