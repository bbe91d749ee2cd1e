import type { VacancySummary } from '@ksei/shared';
import { divisionName, divisionOptions, sortVacancies } from '../src/features/vacancies/api/vacancies';

function vacancy(
  slug: string,
  status: VacancySummary['status'],
  closingDate: string,
  division = 'it',
  divisionLabel?: string,
): VacancySummary {
  return {
    slug,
    division,
    divisionLabel,
    position: slug,
    status,
    closingDate,
    sample: false,
    locales: ['id', 'en'],
    withdrawal: null,
    updates: [],
  };
}

describe('vacancy order', () => {
  it('lists open vacancies first (closing soonest first), then filled ones (latest first)', () => {
    const sorted = sortVacancies([
      vacancy('f-old', 'filled', '2024-01-01'),
      vacancy('o-late', 'open', '2026-12-31'),
      vacancy('f-new', 'filled', '2025-06-01'),
      vacancy('o-soon', 'open', '2026-12-01'),
    ]);
    expect(sorted.map((v) => v.slug)).toEqual(['o-soon', 'o-late', 'f-new', 'f-old']);
  });
});

describe('division filter options', () => {
  const list = [
    vacancy('a', 'open', '2026-01-01', 'legal', 'Hukum'),
    vacancy('b', 'open', '2026-01-01', 'it', 'Teknologi Informasi'),
    vacancy('c', 'open', '2026-01-01', 'new'),
  ];
  it('keeps the order of /api/divisions, only divisions with a vacancy, then unknown ones', () => {
    const divisions = [
      { code: 'it', label: 'Teknologi Informasi' },
      { code: 'finance', label: 'Keuangan' },
      { code: 'legal', label: 'Hukum' },
    ];
    expect(divisionOptions(divisions, list)).toEqual([
      { code: 'it', label: 'Teknologi Informasi' },
      { code: 'legal', label: 'Hukum' },
      { code: 'new', label: 'new' },
    ]);
  });
  it('falls back on the vacancies when the division list is missing', () => {
    expect(divisionOptions(null, list).map((d) => d.label)).toEqual(['Hukum', 'Teknologi Informasi', 'new']);
    expect(divisionOptions(null, [])).toEqual([]);
  });
  it('names a division by its label, else its code', () => {
    expect(divisionName(list[0]!)).toBe('Hukum');
    expect(divisionName(list[2]!)).toBe('new');
  });
});
