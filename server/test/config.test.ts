import path from 'node:path';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  const root = '/srv/ksei';
  const cwd = '/srv/ksei/server';

  it('has defaults for everything', () => {
    expect(loadConfig({}, root, cwd)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      releasesDir: path.join(root, 'releases'),
      shellDist: path.join(root, 'shell', 'dist'),
      logLevel: 'info',
      allowRemoteOverrides: false,
    });
  });

  it('reads the environment, resolving relative paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://ksei@db/ksei',
        RELEASES_DIR: '/opt/releases',
        SHELL_DIST: '../shell/dist',
        LOG_LEVEL: 'WARN',
        ALLOW_REMOTE_OVERRIDES: '1',
      },
      root,
      cwd,
    );
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'var', 'data'),
      databaseUrl: 'postgres://ksei@db/ksei',
      releasesDir: '/opt/releases',
      shellDist: path.join(root, 'shell', 'dist'),
      logLevel: 'warn',
      allowRemoteOverrides: true,
    });
  });

  it('treats empty variables as unset and only "1" as enabling overrides', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ALLOW_REMOTE_OVERRIDES: 'true' }, root, cwd);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.allowRemoteOverrides).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, root, cwd)).toThrow(name);
  });
});
