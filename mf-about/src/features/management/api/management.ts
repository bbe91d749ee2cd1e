import { fetchApi, type ListResponse, type ManagementMember } from '@ksei/shared';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const BOARDS = ['commissioners', 'directors'] as const;
export type Board = (typeof BOARDS)[number];

/** GET /api/management — both boards (one page of 100). */
export async function loadManagement({ locale, signal }: PageLoaderArgs) {
  const response = await fetchApi<ListResponse<ManagementMember>>(
    '/api/management',
    { locale, pageSize: 100 },
    { signal },
  );
  return response.data;
}

/** Members per board, commissioners first, each board in the order the API gives; empty boards left out. */
export function groupByBoard(
  members: readonly ManagementMember[],
): { readonly board: Board; readonly members: readonly ManagementMember[] }[] {
  return BOARDS.map((board) => ({ board, members: members.filter((member) => member.board === board) })).filter(
    (group) => group.members.length > 0,
  );
}
