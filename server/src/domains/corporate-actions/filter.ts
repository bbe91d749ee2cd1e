import type { CorporateActionCalendarQuery, CorporateActionKind, CorporateActionMarket } from '@ksei/shared/node';
import type { Schedule, ScheduleEntry } from './schedule.js';

export interface Selection {
  /** Every filter applied, in the query's order. */
  readonly matches: readonly ScheduleEntry[];
  /** Per tab, every filter applied but the tab's own. */
  readonly tabs: {
    readonly kind: Readonly<Record<CorporateActionKind, number>>;
    readonly market: Readonly<Record<CorporateActionMarket, number>>;
  };
}

/**
 * The schedule's filters (the query is validated: known values, ISO dates, `from` ≤ `to`) in one pass:
 * the matching actions and the count per kind and per market tab.
 */
export function selectActions(schedule: Schedule, query: CorporateActionCalendarQuery): Selection {
  const code = (query.code ?? '').trim().toUpperCase();
  const kind: Record<CorporateActionKind, number> = { mandatory: 0, voluntary: 0 };
  const market: Record<CorporateActionMarket, number> = { 'on-exchange': 0, 'off-exchange': 0 };
  const matches: ScheduleEntry[] = [];
  for (const entry of schedule.ordered(query.dateField, query.sort)) {
    if (query.type !== undefined && entry.type !== query.type) continue;
    if (code !== '' && !entry.code.startsWith(code)) continue;
    const date = entry.dates[query.dateField];
    if (query.from !== undefined && (date === null || date < query.from)) continue;
    if (query.to !== undefined && (date === null || date > query.to)) continue;
    const kindMatches = query.kind === undefined || entry.kind === query.kind;
    const marketMatches = query.market === undefined || entry.market === query.market;
    if (marketMatches) kind[entry.kind] += 1;
    if (kindMatches) market[entry.market] += 1;
    if (kindMatches && marketMatches) matches.push(entry);
  }
  return { matches, tabs: { kind, market } };
}
