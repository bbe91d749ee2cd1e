import { fetchApi, type InstructionScheduleEntry, type ListResponse } from '@ksei/shared';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/** GET /api/instruction-schedule — the whole day's schedule on one page. */
export function loadInstructionSchedule({ locale, signal }: PageLoaderArgs) {
  return fetchApi<ListResponse<InstructionScheduleEntry>>(
    '/api/instruction-schedule',
    { locale, pageSize: 100 },
    { signal },
  );
}
