import { OVERRIDE_PREFIX, applyOverrides } from '../src/federation/registry';
import type { RemoteRegistry } from '@ksei/shared';

const registry: RemoteRegistry = {
  remotes: [
    { name: 'mf-about', entry: '/remotes/mf-about/v1/mf-manifest.json', version: 'v1' },
    { name: 'mf-forms', entry: '/remotes/mf-forms/v9/mf-manifest.json', version: 'v9' },
  ],
};

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

describe('remote overrides for integration testers', () => {
  const local = storage({ [`${OVERRIDE_PREFIX}mf-about`]: 'http://localhost:3101/mf-manifest.json' });

  it('points one remote at a local build where the server allows overrides', () => {
    const result = applyOverrides(registry, local, true);
    expect(result.remotes[0]).toEqual({
      name: 'mf-about',
      entry: 'http://localhost:3101/mf-manifest.json',
      version: 'override',
    });
    expect(result.remotes[1]).toEqual(registry.remotes[1]);
  });

  it('is ignored unless the server enables it', () => {
    expect(applyOverrides(registry, local, false)).toBe(registry);
  });

  it('accepts only http(s) manifest URLs', () => {
    const hostile = storage({ [`${OVERRIDE_PREFIX}mf-about`]: 'javascript:alert(1)//mf-manifest.json' });
    expect(applyOverrides(registry, hostile, true).remotes[0]?.version).toBe('v1');
  });
});
