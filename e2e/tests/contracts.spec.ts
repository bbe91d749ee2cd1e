import { REMOTES, REQUIRED_SINGLETONS, SHARED_SINGLETONS, federationName } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';

interface Manifest {
  name: string;
  metaData: { publicPath: string; remoteEntry: { name: string } };
  shared: { name: string; singleton?: boolean }[];
  exposes: { name: string; path: string; assets: { js: { sync: string[] } } }[];
}

test('every section is released and keeps the contract: one ./spa expose, the shared singletons', async ({
  request,
}) => {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; entry: string }[];
  };
  expect(registry.remotes.map((r) => r.name).sort()).toEqual([...REMOTES].sort());
  for (const remote of registry.remotes) {
    const response = await request.get(remote.entry);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBe(federationName(remote.name as (typeof REMOTES)[number]));
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.exposes.map((e) => e.path)).toEqual(['./spa']);
    for (const singleton of REQUIRED_SINGLETONS) {
      expect(manifest.shared.find((s) => s.name === singleton)?.singleton).toBe(true);
    }
    for (const shared of manifest.shared.filter((s) => (SHARED_SINGLETONS as readonly string[]).includes(s.name))) {
      expect(shared.singleton).toBe(true);
    }
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    const entry = await request.get(base + manifest.metaData.remoteEntry.name);
    expect(entry.headers()['content-type']).toContain('javascript');
    const chunk = await request.get(base + (manifest.exposes[0]?.assets.js.sync[0] ?? ''));
    expect(chunk.headers()['cache-control']).toContain('immutable');
  }
});
