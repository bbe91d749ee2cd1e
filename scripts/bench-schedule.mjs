// @ts-check
/**
 * The corporate-action schedule under load (part of `npm run bench`): GET /api/corporate-actions at 50
 * connections with a different filter on every request (type × kind × market × date field × month ×
 * code prefix × page, sort alternating), more filters than requests, so no response cache can answer;
 * then the .ics the same way. Numbers only, never pass/fail (target: list p99 ≤ 20 ms).
 */
import autocannon from 'autocannon';
// The contract's own lists (compiled by the build, which the bench runs after).
import {
  CORPORATE_ACTION_DATE_FIELDS,
  CORPORATE_ACTION_KINDS,
  CORPORATE_ACTION_MARKETS,
  CORPORATE_ACTION_TYPES,
} from '../shared/dist/node.js';

const TYPES = ['', ...CORPORATE_ACTION_TYPES];
const KINDS = ['', ...CORPORATE_ACTION_KINDS];
const MARKETS = ['', ...CORPORATE_ACTION_MARKETS];
const DATE_FIELDS = CORPORATE_ACTION_DATE_FIELDS;
const CODES = ['', 'B', 'BB', 'A', 'S', 'T', 'M'];

/** `[from, to]` of every month of 2024–2026 and of the whole range. */
function ranges() {
  const list = [['2024-01-01', '2026-12-31']];
  for (let year = 2024; year <= 2026; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      list.push([`${year}-${mm}-01`, `${year}-${mm}-${last}`]);
    }
  }
  return list;
}

/** Every filter combination once, in a fixed shuffled order (neighbours differ in several filters). */
function filterQueries() {
  const queries = [];
  let n = 0;
  for (const type of TYPES)
    for (const kind of KINDS)
      for (const market of MARKETS)
        for (const dateField of DATE_FIELDS)
          for (const [from, to] of ranges())
            for (const code of CODES)
              for (const page of [1, 2, 3]) {
                n += 1;
                const params = new URLSearchParams({ locale: n % 2 ? 'id' : 'en', dateField, from, to });
                if (type) params.set('type', type);
                if (kind) params.set('kind', kind);
                if (market) params.set('market', market);
                if (code) params.set('code', code);
                if (page > 1) params.set('page', String(page));
                if (n % 3 === 0) params.set('sort', '-date');
                queries.push(params.toString());
              }
  let seed = 7;
  for (let i = queries.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [queries[i], queries[j]] = [/** @type {string} */ (queries[j]), /** @type {string} */ (queries[i])];
  }
  return queries;
}

/** @param {autocannon.Result} result */
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.non2xx,
  requests: result.requests.total,
});

/** @param {string} base @param {string} path @param {string[]} queries @param {number} seconds */
async function distinct(base, path, queries, seconds) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            path: `${path}?${queries[next % queries.length]}`,
            headers: { ...request.headers, 'x-forwarded-for': `10.3.${(next >> 8) & 255}.${next & 255}` },
          };
        },
      },
    ],
  });
  return { ...summary(result), repeats: Math.max(0, result.requests.total - queries.length) };
}

/** @param {string} base @param {number} seconds */
export async function scheduleFilterLoads(base, seconds) {
  const queries = filterQueries();
  // Warm the statement paths once (not these queries: each is asked once below).
  await fetch(`${base}/api/corporate-actions?locale=id&from=2023-01-01&to=2023-01-31`);
  const list = await distinct(base, '/api/corporate-actions', queries, seconds);
  const calendar = await distinct(base, '/api/corporate-actions.ics', queries.slice().reverse(), seconds);
  return { distinct: queries.length, list, calendar };
}

/** @param {Awaited<ReturnType<typeof scheduleFilterLoads>>} r @param {number} seconds */
export function printScheduleFilterLoads(r, seconds) {
  console.log(
    `\nCorporate-action schedule, a different filter every request (${r.distinct} filters), 50 connections, ${seconds} s each:`,
  );
  const line = (/** @type {string} */ label, /** @type {ReturnType<typeof summary> & { repeats: number }} */ s) =>
    console.log(
      `  ${label.padEnd(28)} ${String(s.rps).padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  ` +
        `errors ${s.errors}  repeated filters ${s.repeats}`,
    );
  line('GET /api/corporate-actions', r.list);
  line('GET /api/corporate-actions.ics', r.calendar);
}
