import { useApi, type InstructionScheduleEntry, type ListResponse } from '@ksei/shared';

/** GET /api/instruction-schedule — the whole day's schedule on one page. */
export function useInstructionSchedule() {
  return useApi<ListResponse<InstructionScheduleEntry>>('/api/instruction-schedule', { pageSize: 100 });
}
