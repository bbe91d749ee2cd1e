import {
  apiUrl,
  fetchApi,
  fieldError,
  type CorporateActionDateField,
  type CorporateActionList,
  type CorporateActionSort,
  type CorporateActionTypeFacet,
  type ItemResponse,
  type Locale,
} from '@ksei/shared';
import { oneOf, pageFromQuery, textFromQuery } from '@ksei/shared/content';
import {
  CORPORATE_ACTION_DATE_FIELDS,
  CORPORATE_ACTION_KINDS,
  CORPORATE_ACTION_MARKETS,
  CORPORATE_ACTION_SORTS,
} from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 20;
export const DEFAULT_SORT: CorporateActionSort = 'date';
export const DEFAULT_DATE_FIELD: CorporateActionDateField = 'cum';

/** The filters the API may refuse with a message of their own (shown beside their field). */
export const FIELD_NAMES = ['type', 'code', 'dateField', 'from', 'to'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** An ISO date as typed (at most 10 characters); the API says when it is not one. */
function dateFromQuery(value: string | null): string {
  return (value ?? '').trim().slice(0, 10);
}

/** A YYYY-MM-DD date that exists (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The schedule's state as the address holds it: `?type&kind&market&code&from&to&dateField&sort&page`.
 * Tabs and choices from fixed sets fall back to "all" (or the default) when the address holds anything
 * else; the type, code and dates go to the API as entered, so that what it refuses is explained.
 */
export function scheduleQuery(search: URLSearchParams) {
  return {
    type: textFromQuery(search.get('type')),
    kind: oneOf(search.get('kind'), ['', ...CORPORATE_ACTION_KINDS], ''),
    market: oneOf(search.get('market'), ['', ...CORPORATE_ACTION_MARKETS], ''),
    code: textFromQuery(search.get('code')),
    from: dateFromQuery(search.get('from')),
    to: dateFromQuery(search.get('to')),
    dateField: oneOf(search.get('dateField'), CORPORATE_ACTION_DATE_FIELDS, DEFAULT_DATE_FIELD),
    sort: oneOf(search.get('sort'), CORPORATE_ACTION_SORTS, DEFAULT_SORT),
    page: pageFromQuery(search),
  };
}
export type ScheduleQuery = ReturnType<typeof scheduleQuery>;

/** The filters as the API takes them (defaults left out, so equal states share a cache entry). */
export function apiFilters({ type, kind, market, code, from, to, dateField, sort }: ScheduleQuery, locale: Locale) {
  return {
    locale,
    type,
    kind,
    market,
    code,
    from,
    to,
    dateField: dateField === DEFAULT_DATE_FIELD ? undefined : dateField,
    sort: sort === DEFAULT_SORT ? undefined : sort,
  };
}

/** The iCalendar export and subscription of the schedule under these filters (no paging). */
export function calendarUrl(query: ScheduleQuery, locale: Locale): string {
  return apiUrl('/api/corporate-actions.ics', apiFilters(query, locale));
}

export interface CorporateActionsData {
  /** Null when the API refused a filter (`problems` says why, beside each field named). */
  readonly list: CorporateActionList | null;
  readonly problems: Readonly<Partial<Record<FieldName, string>>>;
  readonly types: readonly CorporateActionTypeFacet[];
}

/** The API's message for each filter it refused, or null when it named none of them. */
function refusedFields(error: unknown): Partial<Record<FieldName, string>> | null {
  const problems: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const message = fieldError(error, name);
    if (message !== undefined) problems[name] = message;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * GET /api/corporate-actions with the address's filters, and the action types to filter by. A filter
 * the API refuses (a start date after the end date, a malformed date, an unknown type) is the page's
 * state, not a failure: the page shows the API's message beside that field and keeps every value.
 */
export async function loadCorporateActions({ locale, search, signal }: PageLoaderArgs): Promise<CorporateActionsData> {
  const query = scheduleQuery(search);
  const types = fetchApi<ItemResponse<CorporateActionTypeFacet[]>>(
    '/api/corporate-action-types',
    { locale },
    { signal },
  );
  const list = fetchApi<CorporateActionList>(
    '/api/corporate-actions',
    { ...apiFilters(query, locale), page: query.page, pageSize: PAGE_SIZE },
    { signal },
  ).then(
    (response) => ({ list: response, problems: {} }),
    (error: unknown) => {
      const problems = refusedFields(error);
      if (problems === null) throw error;
      return { list: null, problems };
    },
  );
  const [answer, { data }] = await Promise.all([list, types]);
  return { ...answer, types: data };
}
