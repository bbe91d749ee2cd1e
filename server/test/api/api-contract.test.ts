/**
 * Each API resource is declared once, as JSON Schema in `@ksei/shared`'s api folder: the server
 * validates queries and serializes answers with those very objects, and the TypeScript types are
 * derived from them. A schema written again in a route (a copy that could drift from the contract)
 * fails here.
 */
import * as contract from '@ksei/shared/node';
import Fastify, { type RouteOptions } from 'fastify';
import { registerPublicApi } from '../../src/api/index.js';
import { createTestPglite } from '../support/pglite-template.js';
import type { Database } from '../../src/db/database.js';
import { createLiveRoutes } from '../../src/site/releases/live-routes.js';
import { createFixtureDirs } from '../support/fixtures.js';
import fs from 'node:fs';

/** Every object the contract exports (schemas among them), by identity. */
const contractValues = new Set<unknown>(Object.values(contract).filter((value) => typeof value === 'object'));

type Schema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  items?: unknown;
};

/**
 * Where a response schema is not a contract schema itself, it may only be an envelope around one:
 * `{ data: X }`, `{ data: X[], meta }` with the contract's meta, or an array of X. Returns the parts
 * that are neither.
 */
function undeclared(schema: unknown, where: string): string[] {
  if (contractValues.has(schema)) return [];
  const s = schema as Schema;
  if (s.type === 'array') return undeclared(s.items, `${where}[]`);
  const names = Object.keys(s.properties ?? {});
  if (s.type === 'object' && names.includes('data') && names.every((name) => name === 'data' || name === 'meta')) {
    const meta = s.properties?.['meta'];
    const metaProblems = meta === undefined || meta === contract.LIST_META_SCHEMA ? [] : [`${where}.meta`];
    return [...metaProblems, ...undeclared(s.properties?.['data'], `${where}.data`)];
  }
  return [where];
}

/** Routes that answer files (iCalendar, CSV), not JSON: a query schema but no JSON response schema. */
const answersFile = (url: string): boolean => /\.(ics|csv)$/.test(url);

describe('API contract', () => {
  const routes: RouteOptions[] = [];
  let db: Database;
  let root: string;

  beforeAll(async () => {
    const dirs = createFixtureDirs();
    root = dirs.root;
    db = await createTestPglite();
    const app = Fastify({ logger: false });
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    const liveRoutes = createLiveRoutes({ releasesDir: dirs.releasesDir, shellDist: dirs.shellDist });
    await registerPublicApi(app, db, { publicOrigin: 'https://www.ksei.co.id', liveRoutes });
    await app.ready();
    await app.close();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const getRoutes = (): RouteOptions[] => routes.filter((route) => route.method === 'GET' || route.method[0] === 'GET');

  it('registers the resources the contract describes', () => {
    const urls = getRoutes().map((route) => route.url);
    // From the contract's documentation: one list and one detail of each older resource, and the newer ones.
    for (const url of [
      '/api/pages/:key',
      '/api/press-releases',
      '/api/press-releases/:slug',
      '/api/announcements',
      '/api/announcements/:id',
      '/api/announcement-types',
      '/api/events',
      '/api/events/:slug',
      '/api/bulletins',
      '/api/bulletins/:id',
      '/api/other-publications',
      '/api/other-publications/:id',
      '/api/regulations',
      '/api/regulations/:id',
      '/api/management',
      '/api/management/:slug',
      '/api/shareholders',
      '/api/key-figures',
      '/api/faq',
      '/api/faq/:id',
      '/api/faq-categories',
      '/api/divisions',
      '/api/vacancies',
      '/api/vacancies/:slug',
      '/api/instruction-schedule',
      '/api/investment-products',
      '/api/investment-products/:code',
      '/api/search',
      '/api/search/suggest',
      '/api/securities',
      '/api/corporate-actions',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('validates every query and path with the contract’s own schema objects', () => {
    const copies: string[] = [];
    for (const route of getRoutes()) {
      const schema = route.schema ?? {};
      for (const part of ['querystring', 'params'] as const) {
        const declared = schema[part];
        if (declared !== undefined && !contractValues.has(declared)) copies.push(`${route.url} ${part}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('serializes every JSON answer with the contract’s own schema objects', () => {
    const json = getRoutes().filter((route) => !answersFile(route.url));
    expect(json.length).toBeGreaterThan(30);
    const copies: string[] = [];
    for (const route of json) {
      const ok = (route.schema?.response as Record<string, unknown> | undefined)?.['200'];
      if (ok === undefined) copies.push(`${route.url}: no response schema`);
      else copies.push(...undeclared(ok, route.url));
    }
    expect(copies).toEqual([]);
  });
});
