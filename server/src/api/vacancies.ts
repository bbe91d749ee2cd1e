import type { ItemResponse, ListResponse, Vacancy, VacancySummary } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  arrayOf,
  bool,
  itemResponse,
  listQuery,
  listResponse,
  localeQuery,
  obj,
  slugParams,
  sortParam,
  str,
} from './schemas.js';

const summaryProps = {
  slug: str,
  division: str,
  divisionLabel: str,
  position: str,
  status: str,
  closingDate: str,
  sample: bool,
};
const summarySchema = obj(summaryProps, ['divisionLabel']);
const detailSchema = obj(
  {
    ...summaryProps,
    description: str,
    specifications: arrayOf(str),
    qualificationRequirements: arrayOf(str),
    additionalInformation: str,
  },
  ['divisionLabel'],
);
const divisionSchema = obj({ code: str, label: str });

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
    { schema: { querystring: listQuery(), response: listResponse(divisionSchema) } },
    async (request): Promise<ListResponse<{ code: string; label: string }>> =>
      listPage<{ code: string; label: string }, { code: string; label: string }>(
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

  app.get<{ Querystring: ListQuery & { division?: string; status?: string; sort: string } }>(
    '/api/vacancies',
    {
      schema: {
        querystring: listQuery({
          division: { type: 'string', maxLength: 100 },
          status: { type: 'string', enum: ['open', 'filled'] },
          sort: sortParam(['closingDate', '-closingDate'], '-closingDate'),
        }),
        response: listResponse(summarySchema),
      },
    },
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

  app.get<{ Params: { slug: string }; Querystring: { locale: ApiLocale } }>(
    '/api/vacancies/:slug',
    { schema: { params: slugParams, querystring: localeQuery, response: itemResponse(detailSchema) } },
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
