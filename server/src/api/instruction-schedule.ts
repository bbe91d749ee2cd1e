import type { InstructionScheduleEntry, ListResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, type ListQuery } from './list.js';
import { col } from './locale.js';
import { bool, listQuery, listResponse, obj, str } from './schemas.js';

const entrySchema = obj({
  startTime: str,
  endTime: str,
  process: str,
  activity: str,
  operationalTime: str,
  sample: bool,
});

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
    { schema: { querystring: listQuery(), response: listResponse(entrySchema) } },
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
