import {
  INSTRUCTION_SCHEDULE_ENTRY_SCHEMA,
  LIST_QUERY_SCHEMA,
  type InstructionScheduleEntry,
  type ListQuery,
  type ListResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { instructionSchedule } from '../../domains/content/instruction-schedule.js';
import { listResponse } from '../../http/api-schemas.js';

/** GET /api/instruction-schedule */
export function registerInstructionScheduleApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/instruction-schedule',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(INSTRUCTION_SCHEDULE_ENTRY_SCHEMA) } },
    async (request): Promise<ListResponse<InstructionScheduleEntry>> => instructionSchedule(db, request.query),
  );
}
