import { useApi, type ListResponse, type ManagementMember } from '@ksei/shared';

export const BOARDS = ['commissioners', 'directors'] as const;
export type Board = (typeof BOARDS)[number];

export function useManagement() {
  return useApi<ListResponse<ManagementMember>>('/api/management', { pageSize: 100 });
}

/** Members per board, commissioners first, each board in the order the API gives; empty boards left out. */
export function groupByBoard(
  members: readonly ManagementMember[],
): { readonly board: Board; readonly members: readonly ManagementMember[] }[] {
  return BOARDS.map((board) => ({ board, members: members.filter((member) => member.board === board) })).filter(
    (group) => group.members.length > 0,
  );
}
