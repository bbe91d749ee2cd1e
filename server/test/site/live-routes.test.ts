import fs from 'node:fs';
import path from 'node:path';
import type { BundleRoutes } from '@ksei/shared/node';
import { declarationOf } from '../../../shared/test/site-routes';
import { createLiveRoutes } from '../../src/site/releases/live-routes.js';
import { createFixtureDirs, REMOTE_VERSION, useTestServer } from '../support/fixtures.js';

const careers = declarationOf('mf-careers');
const NEW_VERSION = 'feedfacefeedface';

/** The page a careers release adds in this test; nothing in the sources declares it. */
const INTERNSHIP = {
  id: 'careers.internship',
  paths: { id: '/id/karir-magang', en: '/en/internship' },
  titles: { id: 'Program Magang', en: 'Internship Programme' },
  parent: 'careers',
  nav: 'information',
} as const;

/** A new released version of mf-careers with `declaration`, and the registry switched to it. */
function releaseCareers(releasesDir: string, version: string, declaration: BundleRoutes): void {
  const folder = path.join(releasesDir, 'mf-careers', version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ name: 'mf_careers', exposes: [] }));
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(declaration));
  switchCareers(releasesDir, version);
}

function switchCareers(releasesDir: string, version: string): void {
  const file = path.join(releasesDir, 'registry.json');
  const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    remotes: { name: string; version: string; entry: string }[];
  };
  for (const entry of registry.remotes) {
    if (entry.name !== 'mf-careers') continue;
    entry.version = version;
    entry.entry = `/remotes/mf-careers/${version}/mf-manifest.json`;
  }
  fs.writeFileSync(file, JSON.stringify(registry));
}

function inlinedPages(html: string): { id: string }[] {
  const json = /<script type="application\/json" id="ksei-routes">(.*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? '{"pages": []}') as { pages: { id: string }[] }).pages;
}

describe('the route manifest follows the section releases, with no restart', () => {
  const server = useTestServer();
  const releasesDir = () => server().config.releasesDir;
  afterEach(() => switchCareers(releasesDir(), REMOTE_VERSION));

  it('a release that adds a page: 200 with its title, in the manifest the browser gets, the sitemap and /routes.json', async () => {
    const { app } = server();
    expect((await app.inject('/en/internship')).statusCode).toBe(404);
    releaseCareers(releasesDir(), NEW_VERSION, { ...careers, pages: [...careers.pages, INTERNSHIP] });

    const page = await app.inject('/en/internship');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Internship Programme | KSEI</title>');
    expect(page.body).toContain('hreflang="id" href="http://localhost:8080/id/karir-magang"');
    expect(inlinedPages(page.body).map((p) => p.id)).toContain(INTERNSHIP.id);
    expect((await app.inject('/id/karir-magang')).body).toContain('<title>Program Magang | KSEI</title>');
    expect((await app.inject('/sitemap.xml')).body).toContain('/en/internship</loc>');
    expect(((await app.inject('/routes.json')).json() as { pages: { id: string }[] }).pages.map((p) => p.id)).toContain(
      INTERNSHIP.id,
    );
  });

  it('a release that removes a page: 404, gone from the manifest the browser gets', async () => {
    const { app } = server();
    expect((await app.inject('/id/karir')).statusCode).toBe(200);
    const without = careers.pages.filter((page) => page.id !== 'vacancy');
    releaseCareers(releasesDir(), NEW_VERSION.replace('f', '0'), { ...careers, pages: without });
    expect((await app.inject('/id/karir/contoh-lowongan')).statusCode).toBe(404);
    const home = await app.inject('/id');
    expect(inlinedPages(home.body).map((p) => p.id)).not.toContain('vacancy');
    expect(inlinedPages(home.body).map((p) => p.id)).toContain('careers');
  });

  it('a release that renames a page: the new path answers, the old one is unknown', async () => {
    const { app } = server();
    const renamed = careers.pages.map((page) =>
      page.id === 'careers' ? { ...page, paths: { id: '/id/lowongan', en: '/en/careers' } } : page,
    );
    releaseCareers(releasesDir(), NEW_VERSION.replace('e', '1'), { ...careers, pages: renamed });
    expect((await app.inject('/en/careers')).statusCode).toBe(200);
    expect((await app.inject('/en/karir')).statusCode).toBe(404);
    // Back to the released version: the original path again.
    switchCareers(releasesDir(), REMOTE_VERSION);
    expect((await app.inject('/en/karir')).statusCode).toBe(200);
  });
});

describe('composing the live manifest', () => {
  it('gives a version released without routes.json no pages, once, without failing the others', async () => {
    const dirs = createFixtureDirs();
    const warnings: string[] = [];
    try {
      fs.rmSync(path.join(dirs.releasesDir, 'mf-forms', REMOTE_VERSION, 'routes.json'));
      const live = createLiveRoutes({ ...dirs, log: { warn: (message) => warnings.push(message) } });
      const table = await live.current();
      expect(table.hasPage('contact')).toBe(false);
      expect(table.hasPage('careers')).toBe(true);
      await live.current();
      expect(warnings.filter((w) => w.includes('released without routes.json'))).toHaveLength(1);
    } finally {
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });

  it("keeps the earlier bundle's page when a released declaration claims its address, and says so", async () => {
    const dirs = createFixtureDirs();
    const warnings: string[] = [];
    try {
      const thief = { ...careers, pages: [...careers.pages, { ...INTERNSHIP, paths: { id: '/id/faq', en: '/en/x' } }] };
      releaseCareers(dirs.releasesDir, NEW_VERSION, thief);
      const live = createLiveRoutes({ ...dirs, log: { warn: (message) => warnings.push(message) } });
      const table = await live.current();
      expect(table.matchPath('/id/faq')?.page.owner).toBe('mf-about');
      expect(table.hasPage(INTERNSHIP.id)).toBe(false);
      expect(warnings).toEqual([expect.stringContaining(`page ${INTERNSHIP.id} claims /id/faq`)]);
    } finally {
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });
});
