import {
  DATED_LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  PRESS_RELEASE_SCHEMA,
  PRESS_RELEASE_SUMMARY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type ContentBlock,
  type DatedListQuery,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type PressRelease,
  type PressReleaseSummary,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

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
  app.get<{ Querystring: DatedListQuery }>(
    '/api/press-releases',
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(PRESS_RELEASE_SUMMARY_SCHEMA) } },
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

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/press-releases/:slug',
    {
      schema: {
        params: SLUG_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(PRESS_RELEASE_SCHEMA),
      },
    },
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
