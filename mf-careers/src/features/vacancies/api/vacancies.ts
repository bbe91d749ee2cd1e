import {
  useApi,
  type Division,
  type ItemResponse,
  type ListResponse,
  type Vacancy,
  type VacancySummary,
} from '@ksei/shared';

export function useVacancies() {
  return useApi<ListResponse<VacancySummary>>('/api/vacancies', { pageSize: 100 });
}
export function useVacancy(slug: string) {
  return useApi<ItemResponse<Vacancy>>(slug ? `/api/vacancies/${encodeURIComponent(slug)}` : null);
}
export function useDivisions() {
  return useApi<ListResponse<Division>>('/api/divisions', { pageSize: 100 });
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
