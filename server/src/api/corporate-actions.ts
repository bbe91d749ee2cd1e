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
  type CorporateActionTabs,
  type CorporateActionTypeFacet,
  type ItemResponse,
  type RouteTable,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { LiveRoutes } from '../releases/live-routes.js';
import { corporateActionsCalendar } from './corporate-actions-ics.js';
import {
  ACTION_FROM,
  actionColumns,
  actionFilters,
  actionOrder,
  dateColumn,
  toAction,
  type ActionRow,
} from './corporate-actions-query.js';
import { listPage } from './list.js';
import type { ApiLocale } from './locale.js';
import { itemResponse, localeQuery } from './schemas.js';

export interface CalendarLinks {
  /** The site's public origin (`https://www.ksei.co.id`): event URLs and UIDs. */
  readonly publicOrigin: string;
  readonly liveRoutes: LiveRoutes;
}

/** The security detail page the front end is to declare (`/…/isin/:slug`); until it is live, the lookup. */
export const SECURITY_PAGE = 'isin.security';

function securityUrl(routes: RouteTable, origin: string, code: string, locale: ApiLocale): string {
  if (routes.hasPage(SECURITY_PAGE)) return origin + routes.buildPath(SECURITY_PAGE, locale, { slug: code });
  if (routes.hasPage('isin')) return `${origin}${routes.buildPath('isin', locale)}?q=${encodeURIComponent(code)}`;
  return origin;
}

/** Counts per tab: each tab's dimension counted under every other filter. */
async function tabCounts(db: Queryable, query: CorporateActionCalendarQuery): Promise<CorporateActionTabs> {
  const byKind = actionFilters(query, 'kind');
  const byMarket = actionFilters(query, 'market');
  const count = (conditions: typeof byKind, column: string) =>
    db.query<{ value: string; n: number }>(
      `select ${column} as value, count(*)::int as n from corporate_actions a ${conditions.where} group by ${column}`,
      conditions.params,
    );
  const [kinds, markets] = await Promise.all([count(byKind, 'a.kind'), count(byMarket, 'a.market')]);
  const n = (rows: readonly { value: string; n: number }[], value: string) =>
    rows.find((row) => row.value === value)?.n ?? 0;
  return {
    kind: { mandatory: n(kinds, 'mandatory'), voluntary: n(kinds, 'voluntary') },
    market: { 'on-exchange': n(markets, 'on-exchange'), 'off-exchange': n(markets, 'off-exchange') },
  };
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
export function registerCorporateActionRoutes(app: FastifyInstance, db: Queryable, links: CalendarLinks): void {
  app.get<{ Querystring: CorporateActionListQuery }>(
    '/api/corporate-actions',
    { schema: { querystring: CORPORATE_ACTION_LIST_QUERY_SCHEMA, response: { 200: CORPORATE_ACTION_LIST_SCHEMA } } },
    async (request): Promise<CorporateActionList> => {
      const { query } = request;
      const spec = {
        select: actionColumns(query.locale),
        from: ACTION_FROM,
        conditions: actionFilters(query),
        orderBy: actionOrder(query),
      };
      const [page, tabs] = await Promise.all([listPage(db, spec, query, toAction(query.locale)), tabCounts(db, query)]);
      return { ...page, tabs };
    },
  );

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
      const { params, where } = actionFilters(query);
      // An event needs its date: actions without the chosen one are left out.
      const dated = `${where === '' ? 'where' : `${where} and`} ${dateColumn(query.dateField)} is not null`;
      const rows = await db.query<ActionRow & { updatedAt: string }>(
        `select ${actionColumns(query.locale)}, a.updated_at::text as "updatedAt" from ${ACTION_FROM}
         ${dated} order by ${actionOrder(query)} limit ${CALENDAR_EVENT_LIMIT}`,
        params,
      );
      const routes = await links.liveRoutes.current();
      const withItem = toAction(query.locale);
      const actions = rows.map(({ updatedAt, ...row }) => ({
        action: withItem(row),
        updatedAt,
        url: securityUrl(routes, links.publicOrigin, row.code, query.locale),
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

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/corporate-action-types',
    {
      schema: {
        querystring: localeQuery,
        response: itemResponse({ type: 'array', items: CORPORATE_ACTION_TYPE_FACET_SCHEMA }),
      },
    },
    async (request): Promise<ItemResponse<CorporateActionTypeFacet[]>> => {
      const rows = await db.query<{ type: string; n: number }>(
        'select type, count(*)::int as n from corporate_actions group by type',
      );
      const { locale } = request.query;
      const data = CORPORATE_ACTION_TYPES.map((value) => {
        const info = CORPORATE_ACTION_TYPE_INFO[value];
        return {
          value,
          label: info[locale],
          labels: { id: info.id, en: info.en },
          kind: info.kind,
          count: rows.find((row) => row.type === value)?.n ?? 0,
        };
      });
      return { data };
    },
  );
}
