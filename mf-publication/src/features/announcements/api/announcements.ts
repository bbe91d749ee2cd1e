import { fetchApi, isApiError, type Announcement, type AnnouncementType, type ListResponse } from '@ksei/shared';
import { monthFromQuery, pageFromQuery, textFromQuery, todayInJakarta } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 10;
/** Today's announcements fit on one page in practice; paging stays for a busy day. */
export const TODAY_PAGE_SIZE = 100;

/** The announcement list's filters as the query string holds them. */
export function announcementFilters(search: URLSearchParams) {
  return { type: textFromQuery(search.get('type')), month: monthFromQuery(search.get('month')) };
}

/**
 * GET /api/announcements?type&month&page&pageSize with GET /api/announcement-types, in parallel.
 * The types only fill the filter: when they fail the list still shows (with "all types" alone).
 * Today's date (Jakarta) comes with the data, so the month filter renders the same on server and browser.
 */
export async function loadAnnouncements({ locale, search, signal }: PageLoaderArgs) {
  const query = { ...announcementFilters(search), page: pageFromQuery(search), pageSize: PAGE_SIZE };
  const [list, types] = await Promise.all([
    fetchApi<ListResponse<Announcement>>('/api/announcements', { locale, ...query }, { signal }),
    fetchApi<ListResponse<AnnouncementType>>('/api/announcement-types', { locale, pageSize: 100 }, { signal }).then(
      (response) => response.data,
      (error: unknown) => {
        if (isApiError(error)) return [];
        throw error;
      },
    ),
  ]);
  return { list, types, today: todayInJakarta() };
}

/**
 * GET /api/announcements?date=today&page&pageSize. "Today" (Jakarta) is read once here and returned,
 * so the heading's date is the one the list was read for, and the browser hydrates with the server's.
 */
export async function loadTodaysAnnouncements({ locale, search, signal }: PageLoaderArgs) {
  const today = todayInJakarta();
  const query = { date: today, page: pageFromQuery(search), pageSize: TODAY_PAGE_SIZE };
  const list = await fetchApi<ListResponse<Announcement>>('/api/announcements', { locale, ...query }, { signal });
  return { list, today };
}
