import {
  LOCALE_QUERY_SCHEMA,
  MANAGEMENT_LIST_QUERY_SCHEMA,
  MANAGEMENT_MEMBER_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type ManagementListQuery,
  type ManagementMember,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

type Row = Omit<ManagementMember, 'lastEducation' | 'appointedSince'> & {
  last_education: string;
  appointed_since: string;
};
const toItem = ({ last_education, appointed_since, ...rest }: Row): ManagementMember => ({
  ...rest,
  lastEducation: last_education,
  appointedSince: appointed_since,
});
const columns = (l: ApiLocale): string =>
  ['slug', 'board', 'name']
    .concat(
      ['position', 'citizenship', 'born', 'last_education', 'appointed_since', 'experience'].map(
        (name) => `${col(name, l)} as ${name}`,
      ),
    )
    .concat('sample')
    .join(', ');

/** GET /api/management?board — GET /api/management/:slug */
export function registerManagementRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ManagementListQuery }>(
    '/api/management',
    { schema: { querystring: MANAGEMENT_LIST_QUERY_SCHEMA, response: listResponse(MANAGEMENT_MEMBER_SCHEMA) } },
    async (request): Promise<ListResponse<ManagementMember>> => {
      const conditions = new Conditions();
      if (request.query.board) conditions.add('board = ?', request.query.board);
      return listPage(
        db,
        { select: columns(request.query.locale), from: 'management_members', conditions, orderBy: 'sort, slug' },
        request.query,
        toItem,
      );
    },
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/management/:slug',
    {
      schema: {
        params: SLUG_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(MANAGEMENT_MEMBER_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<ManagementMember>> => {
      const [row] = await db.query<Row>(
        `select ${columns(request.query.locale)} from management_members where slug = $1`,
        [request.params.slug],
      );
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );
}
