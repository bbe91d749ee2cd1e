import { LIST_QUERY_SCHEMA, INSTRUCTION_SCHEDULE_ENTRY_SCHEMA, type ListQuery } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { instructionSchedule } from '../../domains/content/instruction-schedule.js';
import { getList } from './read-routes.js';

/** GET /api/instruction-schedule */
export function registerInstructionScheduleApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/instruction-schedule',
    query: LIST_QUERY_SCHEMA,
    item: INSTRUCTION_SCHEDULE_ENTRY_SCHEMA,
    read: (query: ListQuery) => instructionSchedule(db, query),
  });
}
