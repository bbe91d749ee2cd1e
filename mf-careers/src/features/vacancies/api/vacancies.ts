import {
  fetchApi,
  isApiError,
  type Division,
  type ItemResponse,
  type ListResponse,
  type Vacancy,
  type VacancySummary,
} from '@ksei/shared';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/**
 * GET /api/vacancies with GET /api/divisions, in parallel (one page of 100 each). The divisions only
 * name the filter's options: when they fail the list still shows (options from the vacancies, `null`).
 */
export async function loadVacancies({ locale, signal }: PageLoaderArgs) {
  const [vacancies, divisions] = await Promise.all([
    fetchApi<ListResponse<VacancySummary>>('/api/vacancies', { locale, pageSize: 100 }, { signal }),
    fetchApi<ListResponse<Division>>('/api/divisions', { locale, pageSize: 100 }, { signal }).then(
      (response): readonly Division[] | null => response.data,
      (error: unknown) => {
        if (isApiError(error)) return null;
        throw error;
      },
    ),
  ]);
  return { vacancies: vacancies.data, divisions };
}

/**
 * GET /api/vacancies/:slug. An unknown slug gives `null` (the page shows the original site's data-unavailable message and the way
 * back to the list; the server answers it with 404); any other failure is the page's error.
 */
export async function loadVacancy({ locale, params, signal }: PageLoaderArgs): Promise<Vacancy | null> {
  const slug = params.slug ?? '';
  if (!slug) return null;
  try {
    const response = await fetchApi<ItemResponse<Vacancy>>(
      `/api/vacancies/${encodeURIComponent(slug)}`,
      { locale },
      { signal },
    );
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The division a vacancy shows: its label in the page's language, else its code. */
export function divisionName(vacancy: VacancySummary): string {
  return vacancy.divisionLabel || vacancy.division;
}

/**
 * The division filter's options: the divisions that have a vacancy, in the order of `/api/divisions`,
 * then any division a vacancy names that the list lacks (or all of them, if the list failed to load).
 */
export function divisionOptions(
  divisions: readonly Division[] | null,
  vacancies: readonly VacancySummary[],
): Division[] {
  const used = new Set(vacancies.map((vacancy) => vacancy.division));
  const options = (divisions ?? []).filter((division) => used.has(division.code));
  const known = new Set(options.map((division) => division.code));
  for (const vacancy of vacancies) {
    if (known.has(vacancy.division)) continue;
    known.add(vacancy.division);
    options.push({ code: vacancy.division, label: divisionName(vacancy) });
  }
  return options;
}

/** Open vacancies first (soonest closing first), then filled ones (most recently closed first). */
export function sortVacancies(vacancies: readonly VacancySummary[]): VacancySummary[] {
  return [...vacancies].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
    const byDate = a.closingDate.localeCompare(b.closingDate);
    return a.status === 'open' ? byDate : -byDate;
  });
}
