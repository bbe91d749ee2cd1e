import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@ksei/shared/node';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';

/** The repository's folder on the machine that built it: no downloadable file may name it. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')];
  });
}

test('no file a browser can download from the shell or any released section names the build machine’s folders, and mf-stats.json is not served', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  expect(registry.remotes.map((remote) => remote.name).sort()).toEqual([...REMOTES].sort());
  const builds = [
    { prefix: '/shell', dir: SHELL_DIST },
    ...registry.remotes.map(({ name, version }) => ({
      prefix: `/remotes/${name}/${version}`,
      dir: path.join(E2E_RELEASES, name, version),
    })),
  ];
  const served: string[] = [];
  const naming: string[] = [];
  for (const { prefix, dir } of builds) {
    for (const file of filesUnder(dir)) {
      const response = await request.get(`${prefix}/${file}`);
      if (response.status() !== 200) continue;
      served.push(`${prefix}/${file}`);
      if ((await response.body()).includes(ROOT)) naming.push(`${prefix}/${file}`);
    }
  }
  expect(naming).toEqual([]);
  // Each section's files were fetched (its manifest and chunks), not a list that came back empty.
  for (const { name, version } of registry.remotes) {
    expect(served).toContain(`/remotes/${name}/${version}/mf-manifest.json`);
    const stats = path.join(E2E_RELEASES, name, version, 'mf-stats.json');
    // The release keeps the report on disk (a 404 here is not a missing file); the server never hands it out.
    expect(fs.existsSync(stats), stats).toBe(true);
    expect((await request.get(`/remotes/${name}/${version}/mf-stats.json`)).status()).toBe(404);
  }
  expect(served.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(registry.remotes.length * 2);
});
