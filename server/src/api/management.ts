import type { ItemResponse, ListResponse, ManagementMember } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import { arrayOf, bool, itemResponse, listQuery, listResponse, localeQuery, obj, slugParams, str } from './schemas.js';

const memberSchema = obj({
  slug: str,
  board: str,
  name: str,
  position: str,
  citizenship: str,
  born: str,
  lastEducation: str,
  appointedSince: str,
  experience: arrayOf(str),
  sample: bool,
});

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
  app.get<{ Querystring: ListQuery & { board?: string } }>(
    '/api/management',
    {
      schema: {
        querystring: listQuery({ board: { type: 'string', enum: ['commissioners', 'directors'] } }),
        response: listResponse(memberSchema),
      },
    },
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

  app.get<{ Params: { slug: string }; Querystring: { locale: ApiLocale } }>(
    '/api/management/:slug',
    { schema: { params: slugParams, querystring: localeQuery, response: itemResponse(memberSchema) } },
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
