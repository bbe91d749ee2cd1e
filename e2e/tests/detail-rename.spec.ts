import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { SearchResponse } from '@ksei/shared';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

// Both tests release sections the other suites read: one after the other, each rolled back at its end.
test.describe.configure({ mode: 'serial' });

/**
 * A working copy of a section in a scratch folder outside the working tree (beside links to the
 * repository's `node_modules` and `shared`, as a section team's checkout resolves them), edited by
 * `edits` (file → text replacements), released with the real command against the e2e server's
 * releases, and rolled back when `check` is done. No shell build, no server restart.
 */
async function withRenamedRelease(
  section: string,
  edits: Readonly<Record<string, readonly (readonly [string, string])[]>>,
  check: () => Promise<void>,
): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-e2e-rename-'));
  for (const link of ['node_modules', 'shared']) fs.symlinkSync(path.join(ROOT, link), path.join(scratch, link));
  const copy = path.join(scratch, section);
  fs.cpSync(path.join(ROOT, section), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(ROOT, 'build-tools', 'release', 'cli.js'), ...args], {
      cwd: copy,
      env: { ...process.env, RELEASES_DIR: E2E_RELEASES },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  try {
    for (const [file, replacements] of Object.entries(edits)) {
      const full = path.join(copy, file);
      let text = fs.readFileSync(full, 'utf8');
      for (const [from, to] of replacements) {
        if (!text.includes(from)) throw new Error(`${section}/${file} has no ${from}`);
        text = text.replaceAll(from, to);
      }
      fs.writeFileSync(full, text);
    }
    expect(cli()).toMatch(new RegExp(`${section}: released version`));
    try {
      await check();
    } finally {
      cli('--rollback');
    }
  } finally {
    // The links first, so nothing could follow them into the repository.
    for (const link of ['node_modules', 'shared']) fs.unlinkSync(path.join(scratch, link));
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function firstItem<T>(request: APIRequestContext, url: string): Promise<T> {
  const item = ((await (await request.get(url)).json()) as { data: T[] }).data[0];
  if (!item) throw new Error(`${url} lists nothing`);
  return item;
}

/** The search's hits of one type for a query (pageSize varies the address, so no kept answer is read). */
async function hits(request: APIRequestContext, q: string, type: string, pageSize: number) {
  const response = await request.get(
    `/api/search?q=${encodeURIComponent(q)}&locale=en&type=${type}&pageSize=${pageSize}`,
  );
  return ((await response.json()) as SearchResponse).groups.flatMap((group) => group.hits);
}

/** A page's `<title>`, its entities decoded. */
function titleOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => entities[name] ?? '');
}

/** The `@type`s of a page's JSON-LD graph. */
function jsonLdTypes(html: string): string[] {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) return [];
  return ((JSON.parse(block) as { '@graph': { '@type': string }[] })['@graph'] ?? []).map((node) => node['@type']);
}

test('a section release that renames a detail page (new id, new paths) moves its title, JSON-LD, sitemap entries and search hits', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const vacancy = await firstItem<{ slug: string; position: string }>(request, '/api/vacancies?locale=en');
  expect((await request.get(`/en/karir/${vacancy.slug}`)).status()).toBe(200);
  expect((await hits(request, vacancy.position, 'vacancy', 20))[0]?.pageId).toBe('vacancy');

  await withRenamedRelease(
    'mf-careers',
    {
      'src/routes.ts': [
        ["id: 'vacancy',", "id: 'careers.opening',"],
        ["'/id/karir/:slug'", "'/id/karir/lowongan/:slug'"],
        ["'/en/karir/:slug'", "'/en/careers/openings/:slug'"],
      ],
      'src/app/pages.ts': [['vacancy: detail', "'careers.opening': detail"]],
      'src/features/vacancies/components/VacancyCard.tsx': [["pathTo('vacancy'", "pathTo('careers.opening'"]],
      'test/server-decision.test.ts': [
        ["toBe('vacancy')", "toBe('careers.opening')"],
        ['/en/karir/analis', '/en/careers/openings/analis'],
        ['/id/karir/teknisi', '/id/karir/lowongan/teknisi'],
      ],
    },
    async () => {
      const address = `/en/careers/openings/${vacancy.slug}`;
      expect((await request.get(`/en/karir/${vacancy.slug}`)).status()).toBe(404);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${vacancy.position} | KSEI`);
      expect(jsonLdTypes((await response?.text()) ?? '')).toContain('JobPosting');

      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${address}</loc>`);
      expect(sitemap).not.toContain(`/en/karir/${vacancy.slug}</loc>`);

      const [hit] = await hits(request, vacancy.position, 'vacancy', 19);
      expect(hit).toMatchObject({ pageId: 'careers.opening', params: { slug: vacancy.slug } });
      // The search page leads there too.
      await page.goto(`/en/search?q=${encodeURIComponent(vacancy.position)}`);
      await expect(page.getByRole('link', { name: vacancy.position }).first()).toHaveAttribute('href', address);
    },
  );
  // Rolled back: the old address again.
  expect((await request.get(`/en/karir/${vacancy.slug}`)).status()).toBe(200);
  expect((await hits(request, vacancy.position, 'vacancy', 18))[0]?.pageId).toBe('vacancy');
});

test("a section release that moves the press release page moves the feed's links, the sitemap entries and the search hits", async ({
  request,
}) => {
  test.setTimeout(300_000);
  const release = await firstItem<{ slug: string; title: string }>(request, '/api/press-releases?locale=en&pageSize=1');
  const address = `/en/publication/news/${release.slug}`;
  // The shell links to this page by its id, so a section release may move it but not rename it.
  await withRenamedRelease(
    'mf-publication',
    {
      'src/routes.ts': [
        ["'/id/publikasi/siaran-pers/:slug'", "'/id/publikasi/berita/:slug'"],
        ["'/en/publication/press-releases/:slug'", "'/en/publication/news/:slug'"],
      ],
    },
    async () => {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(`${release.title} | KSEI`);
      expect(jsonLdTypes(html)).toContain('NewsArticle');

      const feed = await (await request.get('/feeds/press-releases.en.atom')).text();
      expect(feed).toContain(`${address}"/>`);
      expect(feed).not.toContain(`/en/publication/press-releases/${release.slug}"`);
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`${address}</loc>`);
      expect((await request.get(`/en/publication/press-releases/${release.slug}`)).status()).toBe(404);

      const [hit] = await hits(request, release.title, 'pressRelease', 17);
      expect(hit).toMatchObject({ pageId: 'publication.pressRelease', params: { slug: release.slug } });
    },
  );
  expect((await request.get(`/en/publication/press-releases/${release.slug}`)).status()).toBe(200);
});
