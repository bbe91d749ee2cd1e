import {
  CORPORATE_ACTION_CALENDAR_QUERY_SCHEMA,
  CORPORATE_ACTION_LIST_QUERY_SCHEMA,
  CORPORATE_ACTION_LIST_SCHEMA,
  CORPORATE_ACTION_TYPE_FACET_SCHEMA,
  CORPORATE_ACTION_TYPE_INFO,
  CORPORATE_ACTION_TYPES,
  type CorporateActionCalendarQuery,
  type CorporateActionList,
  type CorporateActionListQuery,
  type CorporateActionTypeFacet,
  type ItemResponse,
  type RouteTable,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { selectActions } from '../domains/corporate-actions/filter.js';
import { createSchedule, type ScheduleSource } from '../domains/corporate-actions/schedule.js';
import { corporateActionsCalendar } from '../domains/corporate-actions/calendar.js';
import { ApiError } from '../http/error-format.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, localeQuery } from '../http/api-schemas.js';

export interface CalendarLinks {
  /** The site's public origin (`https://www.ksei.co.id`): event URLs and UIDs. */
  readonly publicOrigin: string;
  /** The route manifest live now (the site's), whose pages the events link to. */
  readonly liveRoutes: { current(): Promise<RouteTable> };
}

/**
 * Where a calendar event links: the security's page, else the securities lookup searching its code,
 * else the site. The pages are the live manifest's (their `detail` and `lists` declarations).
 */
export function securityUrl(routes: RouteTable, origin: string, code: string, locale: ApiLocale): string {
  const item = routes.detailPageOf('securities');
  if (item) return origin + routes.buildPath(item.id, locale, { slug: code });
  const lookup = routes.listPageOf('securities');
  if (lookup) return `${origin}${routes.buildPath(lookup.id, locale)}?q=${encodeURIComponent(code)}`;
  return origin;
}

const RANGE_MESSAGE: Readonly<Record<ApiLocale, (from: string, to: string) => string>> = {
  id: (from, to) => `Tanggal awal (${from}) tidak boleh setelah tanggal akhir (${to}).`,
  en: (from, to) => `The start date (${from}) must not be after the end date (${to}).`,
};

/** A 400 naming `from` when the range is backwards (ISO dates compare as text). */
export function checkRange(query: CorporateActionCalendarQuery): void {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    const message = RANGE_MESSAGE[query.locale](query.from, query.to);
    throw new ApiError(400, 'bad_request', [{ name: 'from', message }]);
  }
}

/** More than several years of KSEI's schedule; a bound on one calendar, not a page. */
const CALENDAR_EVENT_LIMIT = 20_000;
/** Calendar apps poll a subscription; a quarter of an hour keeps them near the data without hammering. */
const CALENDAR_CACHE_CONTROL = 'public, max-age=900';

function calendarName(query: CorporateActionCalendarQuery): string {
  const base = query.locale === 'id' ? 'Jadwal Aksi Korporasi KSEI' : 'KSEI Corporate Action Schedule';
  const parts = [
    query.type === undefined ? null : CORPORATE_ACTION_TYPE_INFO[query.type][query.locale],
    query.code === undefined || query.code.trim() === '' ? null : query.code.trim().toUpperCase(),
  ].filter((part) => part !== null);
  return parts.length === 0 ? base : `${base} — ${parts.join(', ')}`;
}

/**
 * GET /api/corporate-actions?type&kind&market&code&from&to&dateField&sort&page&pageSize — the schedule,
 *   with the count per kind and per market tab.
 * GET /api/corporate-actions.ics — the same filters as an iCalendar feed (export and subscription).
 * GET /api/corporate-action-types — every type with its labels and count.
 */
export function registerCorporateActionsApi(
  app: FastifyInstance,
  db: Queryable,
  links: CalendarLinks,
  schedule: ScheduleSource = createSchedule(db),
): void {
  registerScheduleRoute(app, schedule);
  registerCalendarRoute(app, schedule, links);
  registerTypesRoute(app, schedule);
}

/** The schedule, a page of it, with the count per kind and per market tab. */
function registerScheduleRoute(app: FastifyInstance, schedule: ScheduleSource): void {
  app.get<{ Querystring: CorporateActionListQuery }>(
    '/api/corporate-actions',
    { schema: { querystring: CORPORATE_ACTION_LIST_QUERY_SCHEMA, response: { 200: CORPORATE_ACTION_LIST_SCHEMA } } },
    async (request): Promise<CorporateActionList> => {
      const { query } = request;
      checkRange(query);
      const { matches, tabs } = selectActions(await schedule.current(), query);
      const start = (query.page - 1) * query.pageSize;
      return {
        data: matches.slice(start, start + query.pageSize).map((entry) => entry.item[query.locale]),
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total: matches.length,
          totalPages: Math.ceil(matches.length / query.pageSize),
        },
        tabs,
      };
    },
  );
}

/** The schedule's filters as an iCalendar feed (export and subscription). */
function registerCalendarRoute(app: FastifyInstance, schedule: ScheduleSource, links: CalendarLinks): void {
  app.get<{ Querystring: CorporateActionCalendarQuery }>(
    '/api/corporate-actions.ics',
    {
      schema: { querystring: CORPORATE_ACTION_CALENDAR_QUERY_SCHEMA },
      // Also on a cached or 304 answer (the response cache replays the body and content type only).
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', CALENDAR_CACHE_CONTROL);
        if (reply.statusCode === 200) {
          const locale = (request.query as CorporateActionCalendarQuery).locale;
          const name = locale === 'en' ? 'corporate-actions.ics' : 'aksi-korporasi.ics';
          reply.header('content-disposition', `attachment; filename="${name}"`);
        }
        return payload;
      },
    },
    async (request, reply): Promise<string> => {
      const { query } = request;
      checkRange(query);
      const { matches } = selectActions(await schedule.current(), query);
      const routes = await links.liveRoutes.current();
      const actions = matches
        // An event needs its date: actions without the chosen one are left out.
        .filter((entry) => entry.dates[query.dateField] !== null)
        .slice(0, CALENDAR_EVENT_LIMIT)
        .map((entry) => ({
          action: entry.item[query.locale],
          updatedAt: entry.updatedAt,
          url: securityUrl(routes, links.publicOrigin, entry.code, query.locale),
        }));
      reply.type('text/calendar; charset=utf-8');
      return corporateActionsCalendar(actions, {
        locale: query.locale,
        dateField: query.dateField,
        name: calendarName(query),
        host: new URL(links.publicOrigin).hostname,
      });
    },
  );
}

/** Every type with its labels and count. */
function registerTypesRoute(app: FastifyInstance, schedule: ScheduleSource): void {
  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/corporate-action-types',
    {
      schema: {
        querystring: localeQuery,
        response: itemResponse({ type: 'array', items: CORPORATE_ACTION_TYPE_FACET_SCHEMA }),
      },
    },
    async (request): Promise<ItemResponse<CorporateActionTypeFacet[]>> => {
      const { entries } = await schedule.current();
      const { locale } = request.query;
      const data = CORPORATE_ACTION_TYPES.map((value) => {
        const info = CORPORATE_ACTION_TYPE_INFO[value];
        return {
          value,
          label: info[locale],
          labels: { id: info.id, en: info.en },
          kind: info.kind,
          count: entries.filter((entry) => entry.type === value).length,
        };
      });
      return { data };
    },
  );
}
