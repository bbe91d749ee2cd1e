import type { ContentBlock, ItemResponse, ListResponse, PressRelease, PressReleaseSummary } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  anyObject,
  arrayOf,
  bool,
  fileLink,
  int,
  itemResponse,
  listQuery,
  listResponse,
  localeQuery,
  obj,
  qParam,
  slugParams,
  sortParam,
  str,
  yearParam,
} from './schemas.js';

const summaryProps = { slug: str, date: str, title: str, summary: str, sample: bool };
const image = obj(
  { ...(fileLink['properties'] as Record<string, Record<string, unknown>>), caption: str, width: int, height: int },
  ['sizeBytes'],
);
const detail = obj({ ...summaryProps, body: arrayOf(anyObject), images: arrayOf(image) });

interface SummaryRow {
  slug: string;
  date: string;
  title: string;
  summary: string;
  sample: boolean;
}
interface ImageRow {
  name: string;
  url: string;
  type: string;
  sizeBytes: number;
  width: number;
  height: number;
  caption_id: string;
  caption_en: string;
}
interface DetailRow extends SummaryRow {
  body: ContentBlock[];
  images: ImageRow[];
}

const toSummary = (row: SummaryRow): PressReleaseSummary => ({
  slug: row.slug,
  date: row.date,
  title: row.title,
  summary: row.summary,
  sample: row.sample,
});

const summaryColumns = (l: ApiLocale): string =>
  `slug, date::text as date, ${col('title', l)} as title, ${col('summary', l)} as summary, sample`;

/** GET /api/press-releases?q&year&sort — GET /api/press-releases/:slug */
export function registerPressReleaseRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { q?: string; year?: number; sort: string } }>(
    '/api/press-releases',
    {
      schema: {
        querystring: listQuery({ ...qParam, ...yearParam, sort: sortParam(['date', '-date'], '-date') }),
        response: listResponse(obj(summaryProps)),
      },
    },
    async (request): Promise<ListResponse<PressReleaseSummary>> => {
      const { q, year, sort, locale } = request.query;
      const conditions = new Conditions().contains(col('title', locale), q);
      if (year !== undefined) conditions.add('extract(year from date) = ?', year);
      return listPage(
        db,
        {
          select: summaryColumns(locale),
          from: 'press_releases',
          conditions,
          orderBy: orderBy(sort, { date: 'date' }, 'slug'),
        },
        request.query,
        toSummary,
      );
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { locale: ApiLocale } }>(
    '/api/press-releases/:slug',
    { schema: { params: slugParams, querystring: localeQuery, response: itemResponse(detail) } },
    async (request): Promise<ItemResponse<PressRelease>> => {
      const l = request.query.locale;
      const [row] = await db.query<DetailRow>(
        `select ${summaryColumns(l)}, ${col('body', l)} as body, images from press_releases where slug = $1`,
        [request.params.slug],
      );
      if (!row) throw notFound();
      return {
        data: {
          ...toSummary(row),
          body: row.body,
          images: row.images.map(({ caption_id, caption_en, ...file }) => ({
            ...file,
            caption: l === 'id' ? caption_id : caption_en,
          })),
        },
      };
    },
  );
}
