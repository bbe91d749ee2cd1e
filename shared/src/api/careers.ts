/**
 * Careers, declared once: the server validates and serializes with these schemas, and the types below
 * are derived from them.
 *
 * GET /api/divisions — `ListResponse<Division>`
 * GET /api/vacancies?division&status&sort=(-)closingDate — `ListResponse<VacancySummary>`
 * GET /api/vacancies/:slug — `ItemResponse<Vacancy>`
 */
import { listQuerySchema, PUBLISHED_STATE_PROPERTIES, sortParam } from './common.js';
import { arraySchema, objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;

export const DIVISION_SCHEMA = objectSchema({ code: text, label: text });
export type Division = FromSchema<typeof DIVISION_SCHEMA>;

/** Open for applications, or filled (listed, marked). The editor's status field takes these too. */
export const VACANCY_STATUSES = ['open', 'filled'] as const;
export const VACANCY_SORTS = ['closingDate', '-closingDate'] as const;
export const VACANCY_LIST_QUERY_SCHEMA = listQuerySchema({
  /** A division's code (see /api/divisions). */
  division: { type: 'string', maxLength: 100 },
  status: { type: 'string', enum: VACANCY_STATUSES },
  sort: sortParam(VACANCY_SORTS, '-closingDate'),
});
export type VacancyListQuery = FromSchema<typeof VACANCY_LIST_QUERY_SCHEMA>;

const summary = {
  slug: text,
  /** The division's code (see /api/divisions). */
  division: text,
  /** The division's label in the request's locale. */
  divisionLabel: text,
  position: text,
  status: { type: 'string', enum: VACANCY_STATUSES },
  closingDate: text,
  /** True where the item is sample content written for this rebuild, not KSEI's own. */
  sample: { type: 'boolean' },
  ...PUBLISHED_STATE_PROPERTIES,
} as const;
export const VACANCY_SUMMARY_SCHEMA = objectSchema(summary, ['divisionLabel']);
export type VacancySummary = FromSchema<typeof VACANCY_SUMMARY_SCHEMA>;

export const VACANCY_SCHEMA = objectSchema(
  {
    ...summary,
    description: text,
    specifications: arraySchema(text),
    qualificationRequirements: arraySchema(text),
    additionalInformation: text,
  },
  ['divisionLabel'],
);
export type Vacancy = FromSchema<typeof VACANCY_SCHEMA>;
