import type { InjectOptions } from 'fastify';
import { useTestServer } from './support/fixtures.js';

/**
 * Replays the classes of bad input that once answered 500 (numbers past the safe range or not finite,
 * NUL bytes, dates the database cannot hold, malformed percent-encoding, hostile strings) and a few
 * more against every route the app has, found from the app itself so a new route is covered without
 * touching this file. No answer may be a 5xx, and no body may carry a database or framework message.
 */

const NUMBERS = ['1e309', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', '9007199254740993', '1e3', '0x10', '+1'];
const DATES = ['0000-01-01', '9999-12-31', '2025-02-30', '2025-13-01', '-2025-01-01', '+002025-01-01', '2025-1-1'];
const STRINGS = [
  '',
  ' ',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%25',
  '%C0%AF',
  '%F0%9F%92%A9',
  '..%2F..%2Fetc%2Fpasswd',
  "'%3B drop table press_releases%3B--",
  '%5C',
  '%3Cscript%3E',
  '%E2%80%AE',
  ':*',
  '!%7C%26(',
  '_',
  '*',
  'x'.repeat(5000),
];
const VALUES = [...NUMBERS, ...DATES, ...STRINGS];

/** What only a leaked internal error would contain. */
const LEAKS = /invalid byte sequence|syntax error|violates|relation "|column "|SQLSTATE|FST_|\bat .+\.js:\d+|stack/i;

/** A path with `:params` and `*` filled by `value`. */
function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);
}

const NAMES = ['page', 'pageSize', 'q', 'type', 'year', 'month', 'date', 'sort', 'locale', 'category', 'status'];

describe('fuzz: no input answers 500', () => {
  // Limits far above what the fuzzer sends: this suite is about validation, not rate limits.
  const server = useTestServer({
    seed: true,
    build: {
      rateLimits: { policies: { search: { perSecond: 1e6, burst: 1e6 }, suggest: { perSecond: 1e6, burst: 1e6 } } },
    },
  });

  function tries(): InjectOptions[] {
    const routes = server()
      .app.routeTable()
      .filter((route) => route.methods.includes('GET'));
    expect(routes.length).toBeGreaterThan(30);
    const list: InjectOptions[] = [];
    for (const route of routes) {
      const base = fill(route.url, route.url === '/*' ? 'id/karir' : 'x');
      // Every declared parameter (and a few undeclared ones) with every bad value.
      for (const name of new Set([...route.query, ...NAMES])) {
        for (const value of VALUES) list.push({ method: 'GET', url: `${base}?${name}=${value}` });
        list.push({ method: 'GET', url: `${base}?${name}=1&${name}=2` });
      }
      // Every path parameter with every bad value.
      if (/[:*]/.test(route.url)) for (const value of VALUES) list.push({ method: 'GET', url: fill(route.url, value) });
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        list.push({ method, url: base, payload: '{"a":', headers: { 'content-type': 'application/json' } });
      }
      list.push({
        method: 'GET',
        url: base,
        headers: { 'if-none-match': '"' + '"'.repeat(100), 'accept-encoding': 'x;q=abc' },
      });
    }
    // Whole-path oddities the router itself sees.
    for (const value of STRINGS) {
      list.push({ method: 'GET', url: `/${value}` }, { method: 'GET', url: `/id/${value}/${value}` });
      list.push({ method: 'GET', url: `/api/${value}` }, { method: 'GET', url: `/shell/${value}` });
      // Detail pages look their slug up in the database.
      list.push(
        { method: 'GET', url: `/id/karir/${value}` },
        { method: 'GET', url: `/en/publication/press-releases/${value}` },
      );
    }
    return list;
  }

  it('answers every bad input with a 2xx, 3xx or 4xx and no internal message', async () => {
    const all = tries();
    const failures: string[] = [];
    for (const options of all) {
      const response = await server().app.inject(options);
      if (response.statusCode >= 500 || (response.statusCode >= 400 && LEAKS.test(response.body))) {
        failures.push(
          `${options.method} ${String(options.url)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    }
    // The count is printed so the closing notes can quote it (`npx jest server/test/fuzz.test.ts`).
    console.info(`fuzz: ${all.length} tries, ${failures.length} failures`);
    expect(all.length).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 240_000);
});
