import type { ApiRequest, KeyFigure, ListResponse } from '@ksei/shared';
import { todayInJakarta } from '@ksei/shared/content';

/** The investor figure out of `/api/key-figures`, whether it answers a list or one item. */
export function investorFigure(
  answer: ListResponse<KeyFigure> | { readonly data: KeyFigure | readonly KeyFigure[] },
): KeyFigure | null {
  const data = answer.data;
  const list: readonly KeyFigure[] = Array.isArray(data) ? (data as readonly KeyFigure[]) : [data as KeyFigure];
  const investors = list.filter((figure) => figure && figure.key === 'investors');
  // The latest one, if the API gives a history.
  return [...investors].sort((a, b) => b.asOf.localeCompare(a.asOf))[0] ?? null;
}

/** The API reads of the home page's blocks. */
export const HOME_READS = {
  figure: { path: '/api/key-figures' },
  pressReleases: { path: '/api/press-releases', params: { pageSize: 3 } },
  today: (date: string): ApiRequest => ({ path: '/api/announcements', params: { date, pageSize: 3 } }),
} as const satisfies Record<string, ApiRequest | ((date: string) => ApiRequest)>;

/** Everything the home page reads on its first render (today's announcements of Jakarta's today). */
export function homePageRequests(now: Date = new Date()): readonly ApiRequest[] {
  return [HOME_READS.figure, HOME_READS.pressReleases, HOME_READS.today(todayInJakarta(now))];
}
