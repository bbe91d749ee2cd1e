import { useApi, type EventItem, type ListResponse } from '@ksei/shared';

/** GET /api/events?page&pageSize */
export function useEvents(query: { readonly page: number; readonly pageSize: number }) {
  return useApi<ListResponse<EventItem>>('/api/events', { ...query });
}
