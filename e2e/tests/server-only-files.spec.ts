import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@ksei/shared/node';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';

/** The shell build the e2e server serves (the repository's own production build). */
const SHELL_DIST = path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist');

/**
 * A build holds files for the server (its server bundle) and the release command (`build-info.json`,
 * exact library versions) beside the browser's: they exist on disk in every build and are never served.
 */
test('no server bundle or build metadata of the shell or of any released section is downloadable', async ({
  request,
}) => {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  expect(registry.remotes.map((remote) => remote.name).sort()).toEqual([...REMOTES].sort());
  const files = [
    { url: '/shell/server/shell.cjs', disk: path.join(SHELL_DIST, 'server', 'shell.cjs') },
    { url: '/shell/build-info.json', disk: path.join(SHELL_DIST, 'build-info.json') },
    ...registry.remotes.flatMap(({ name, version }) =>
      ['server/section.cjs', 'build-info.json'].map((file) => ({
        url: `/remotes/${name}/${version}/${file}`,
        disk: path.join(E2E_RELEASES, name, version, ...file.split('/')),
      })),
    ),
  ];
  expect(files).toHaveLength(2 + 2 * REMOTES.length);
  for (const { url, disk } of files) {
    expect(fs.existsSync(disk), `${disk} is in the build`).toBe(true);
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toMatch(/module\.exports|"shared"/);
  }
  // The browser's files of the same builds are still served.
  const about = registry.remotes.find((remote) => remote.name === 'mf-about');
  expect((await request.get(`/remotes/mf-about/${about?.version}/mf-manifest.json`)).status()).toBe(200);
});
