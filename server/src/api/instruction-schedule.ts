import {
  INSTRUCTION_SCHEDULE_ENTRY_SCHEMA,
  LIST_QUERY_SCHEMA,
  type InstructionScheduleEntry,
  type ListQuery,
  type ListResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, col } from '../db/sql.js';
import { listResponse } from './schemas.js';

interface Row {
  start_time: string;
  end_time: string;
  process: string;
  activity: string;
  operational_time: string;
  sample: boolean;
}

/** GET /api/instruction-schedule */
export function registerInstructionScheduleRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/instruction-schedule',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(INSTRUCTION_SCHEDULE_ENTRY_SCHEMA) } },
    async (request): Promise<ListResponse<InstructionScheduleEntry>> => {
      const l = request.query.locale;
      return listPage<Row, InstructionScheduleEntry>(
        db,
        {
          select: `start_time, end_time, ${col('process', l)} as process, ${col('activity', l)} as activity, ${col('operational_time', l)} as operational_time, sample`,
          from: 'instruction_schedule',
          conditions: new Conditions(),
          orderBy: 'sort',
        },
        request.query,
        (row) => ({
          startTime: row.start_time,
          endTime: row.end_time,
          process: row.process,
          activity: row.activity,
          operationalTime: row.operational_time,
          sample: row.sample,
        }),
      );
    },
  );
}
