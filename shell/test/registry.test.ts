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

  it('points one remote at a local build on localhost', () => {
    const result = applyOverrides(registry, local, 'localhost', false);
    expect(result.remotes[0]).toEqual({
      name: 'mf-about',
      entry: 'http://localhost:3101/mf-manifest.json',
      version: 'override',
    });
    expect(result.remotes[1]).toEqual(registry.remotes[1]);
  });

  it('is ignored on the public site unless the server enables it', () => {
    expect(applyOverrides(registry, local, 'www.ksei.co.id', false)).toBe(registry);
    expect(applyOverrides(registry, local, 'staging.ksei.co.id', true).remotes[0]?.version).toBe('override');
  });

  it('accepts only http(s) manifest URLs', () => {
    const hostile = storage({ [`${OVERRIDE_PREFIX}mf-about`]: 'javascript:alert(1)//mf-manifest.json' });
    expect(applyOverrides(registry, hostile, 'localhost', false).remotes[0]?.version).toBe('v1');
  });
});
