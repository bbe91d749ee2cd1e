import type { InstructionScheduleEntry, ListQuery, ListResponse } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';

interface ScheduleRow {
  start_time: string;
  end_time: string;
  process: string;
  activity: string;
  operational_time: string;
  sample: boolean;
}

/** The day's instruction schedule, in its order. */
export function instructionSchedule(db: Queryable, query: ListQuery): Promise<ListResponse<InstructionScheduleEntry>> {
  const l = query.locale;
  return listPage<ScheduleRow, InstructionScheduleEntry>(
    db,
    {
      select: `start_time, end_time, ${col('process', l)} as process, ${col('activity', l)} as activity, ${col('operational_time', l)} as operational_time, sample`,
      from: 'instruction_schedule',
      conditions: new Conditions(),
      orderBy: 'sort',
    },
    query,
    (row) => ({
      startTime: row.start_time,
      endTime: row.end_time,
      process: row.process,
      activity: row.activity,
      operationalTime: row.operational_time,
      sample: row.sample,
    }),
  );
}
