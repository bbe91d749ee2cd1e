import { useApi, type Announcement, type AnnouncementType, type ListResponse } from '@ksei/shared';

export interface AnnouncementQuery {
  readonly type?: string;
  readonly month?: string;
  readonly date?: string;
  readonly page?: number;
  readonly pageSize?: number;
}

/** GET /api/announcements?type&month&date&page&pageSize */
export function useAnnouncements(query: AnnouncementQuery) {
  return useApi<ListResponse<Announcement>>('/api/announcements', { ...query });
}

/** GET /api/announcement-types */
export function useAnnouncementTypes() {
  return useApi<ListResponse<AnnouncementType>>('/api/announcement-types', { pageSize: 100 });
}
