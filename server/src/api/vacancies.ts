import {
  DIVISION_SCHEMA,
  LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  VACANCY_LIST_QUERY_SCHEMA,
  VACANCY_SCHEMA,
  VACANCY_SUMMARY_SCHEMA,
  type Division,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
  type LocaleQuery,
  type SlugParams,
  type Vacancy,
  type VacancyListQuery,
  type VacancySummary,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

interface SummaryRow {
  slug: string;
  division: string;
  division_label: string;
  position: string;
  status: 'open' | 'filled';
  closing_date: string;
  sample: boolean;
}
interface DetailRow extends SummaryRow {
  description: string;
  specifications: string[];
  qualification_requirements: string[];
  additional_information: string;
}

const toSummary = (row: SummaryRow): VacancySummary => ({
  slug: row.slug,
  division: row.division,
  divisionLabel: row.division_label,
  position: row.position,
  status: row.status,
  closingDate: row.closing_date,
  sample: row.sample,
});
const summaryColumns = (l: ApiLocale): string =>
  `v.slug, v.division, d.${col('label', l)} as division_label, v.${col('position', l)} as position, v.status,
   v.closing_date::text as closing_date, v.sample`;
const FROM = 'vacancies v join divisions d on d.code = v.division';

/** GET /api/vacancies?division&status&sort — GET /api/vacancies/:slug — GET /api/divisions */
export function registerVacancyRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/divisions',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(DIVISION_SCHEMA) } },
    async (request): Promise<ListResponse<Division>> =>
      listPage<Division, Division>(
        db,
        {
          select: `code, ${col('label', request.query.locale)} as label`,
          from: 'divisions',
          conditions: new Conditions(),
          orderBy: 'sort, code',
        },
        request.query,
        (row) => row,
      ),
  );

  app.get<{ Querystring: VacancyListQuery }>(
    '/api/vacancies',
    { schema: { querystring: VACANCY_LIST_QUERY_SCHEMA, response: listResponse(VACANCY_SUMMARY_SCHEMA) } },
    async (request): Promise<ListResponse<VacancySummary>> => {
      const { division, status, sort, locale } = request.query;
      const conditions = new Conditions();
      if (division) conditions.add('v.division = ?', division);
      if (status) conditions.add('v.status = ?', status);
      const spec = {
        select: summaryColumns(locale),
        from: FROM,
        conditions,
        orderBy: orderBy(sort, { closingDate: 'v.closing_date' }, 'v.slug'),
      };
      return listPage(db, spec, request.query, toSummary);
    },
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/vacancies/:slug',
    {
      schema: { params: SLUG_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(VACANCY_SCHEMA) },
    },
    async (request): Promise<ItemResponse<Vacancy>> => {
      const l = request.query.locale;
      const [row] = await db.query<DetailRow>(
        `select ${summaryColumns(l)}, v.${col('description', l)} as description, v.${col('specifications', l)} as specifications,
                v.${col('qualification_requirements', l)} as qualification_requirements,
                v.${col('additional_information', l)} as additional_information
         from ${FROM} where v.slug = $1`,
        [request.params.slug],
      );
      if (!row) throw notFound();
      return {
        data: {
          ...toSummary(row),
          description: row.description,
          specifications: row.specifications,
          qualificationRequirements: row.qualification_requirements,
          additionalInformation: row.additional_information,
        },
      };
    },
  );
}
