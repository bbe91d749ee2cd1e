import path from 'node:path';
import { loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  const root = '/srv/ksei';
  const cwd = '/srv/ksei/server';

  it('has development defaults for everything', () => {
    expect(loadConfig({}, root, cwd)).toEqual({
      mode: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      releasesDir: path.join(root, 'releases'),
      shellDist: path.join(root, 'shell', 'dist'),
      logLevel: 'warn',
      publicOrigin: 'http://localhost:8080',
      trustProxy: false,
      hstsMaxAge: 0,
      allowRemoteOverrides: true,
      renderCache: true,
      maxConnectionsPerAddress: 256,
      serverTiming: true,
      rateLimits: {},
      forms: expect.objectContaining({ enabled: true, developmentSecrets: true }),
      captcha: expect.objectContaining({ provider: 'local', mode: 'base', development: true }),
      mail: {
        server: { kind: 'development-sink', port: 0 },
        from: 'KSEI Website (development) <no-reply@localhost>',
        to: { contact: ['contact@localhost'], whistleblowing: ['whistleblowing@localhost'] },
      },
      staff: { idleMinutes: 30, absoluteHours: 12, firstAccount: undefined },
      reportRetentionDays: 365,
      drainGraceSeconds: 0,
      // No metrics listener unless METRICS_PORT is set; loopback when it is.
      metrics: { port: undefined, host: '127.0.0.1' },
    });
  });

  it('has production defaults: no overrides, HSTS for a year, the origin required', () => {
    // The forms' own production settings are tested with them (forms-config, captcha, outbox); off here.
    const config = loadConfig(
      { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.ksei.co.id/', FORMS: 'off' },
      root,
      cwd,
    );
    expect(config).toMatchObject({
      mode: 'production',
      publicOrigin: 'https://www.ksei.co.id',
      hstsMaxAge: 31_536_000,
      allowRemoteOverrides: false,
      // A stop reports not-ready this long before it stops accepting (development: Ctrl-C at once).
      drainGraceSeconds: 5,
    });
    expect(() => loadConfig({ NODE_ENV: 'production' }, root, cwd)).toThrow(/PUBLIC_ORIGIN must be set/);
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
        LOG_LEVEL: 'INFO',
        PUBLIC_ORIGIN: 'https://staging.ksei.co.id:8443',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        HSTS_MAX_AGE: '600',
        ALLOW_REMOTE_OVERRIDES: 'off',
        RENDER_CACHE: 'off',
        MAX_CONNECTIONS_PER_ADDRESS: '12',
        RATE_LIMITS: 'write=1.5:20, receipt=0.5:30',
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.7',
      },
      root,
      cwd,
    );
    expect(config).toEqual({
      mode: 'development',
      port: 0,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'var', 'data'),
      databaseUrl: 'postgres://ksei@db/ksei',
      releasesDir: '/opt/releases',
      shellDist: path.join(root, 'shell', 'dist'),
      logLevel: 'info',
      publicOrigin: 'https://staging.ksei.co.id:8443',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      hstsMaxAge: 600,
      allowRemoteOverrides: false,
      renderCache: false,
      maxConnectionsPerAddress: 12,
      serverTiming: true,
      rateLimits: { write: { perSecond: 1.5, burst: 20 }, receipt: { perSecond: 0.5, burst: 30 } },
      forms: expect.objectContaining({ enabled: true, developmentSecrets: true }),
      captcha: expect.objectContaining({ provider: 'local', mode: 'base', development: true }),
      mail: {
        server: { kind: 'development-sink', port: 0 },
        from: 'KSEI Website (development) <no-reply@localhost>',
        to: { contact: ['contact@localhost'], whistleblowing: ['whistleblowing@localhost'] },
      },
      staff: { idleMinutes: 30, absoluteHours: 12, firstAccount: undefined },
      reportRetentionDays: 365,
      drainGraceSeconds: 0,
      metrics: { port: 9464, host: '10.0.0.7' },
    });
  });

  it.each([
    ['2', 2],
    ['0', false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, root, cwd).trustProxy).toEqual(expected);
  });

  // Trusting every hop lets any client name itself in X-Forwarded-For: a fresh rate-limit bucket per request.
  it.each(['true', 'TRUE', 'on', 'yes'])('refuses TRUST_PROXY=%s, saying to give the proxy or a hop count', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, root, cwd)).toThrow(
      /TRUST_PROXY=.*forged.*proxy's address\(es\)\/CIDRs.*number of proxies in front, e\.g\. TRUST_PROXY=1/,
    );
  });

  it.each([
    ['an unknown policy', 'uploads=1:5'],
    ['no burst', 'write=1'],
    ['a rate of zero', 'write=0:5'],
    ['a burst of zero', 'write=1:0'],
    ['a negative rate', 'write=-1:5'],
  ])('refuses RATE_LIMITS with %s, naming the policies', (_, value) => {
    expect(() => loadConfig({ RATE_LIMITS: value }, root, cwd)).toThrow(
      /RATE_LIMITS must be .*suggest, search, write, receipt/,
    );
  });

  it('reads DRAIN_GRACE_SECONDS as whole seconds, 0 included, and refuses anything else', () => {
    expect(loadConfig({ DRAIN_GRACE_SECONDS: '12' }, root, cwd).drainGraceSeconds).toBe(12);
    expect(
      loadConfig(
        { DRAIN_GRACE_SECONDS: '0', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.ksei.co.id', FORMS: 'off' },
        root,
        cwd,
      ).drainGraceSeconds,
    ).toBe(0);
    for (const value of ['-1', '2.5', 'soon']) {
      expect(() => loadConfig({ DRAIN_GRACE_SECONDS: value }, root, cwd)).toThrow(
        `DRAIN_GRACE_SECONDS must be a whole number of seconds (0 or more), got "${value}"`,
      );
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ALLOW_REMOTE_OVERRIDES: '' }, root, cwd);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.allowRemoteOverrides).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_ORIGIN', 'www.ksei.co.id'],
    ['PUBLIC_ORIGIN', 'https://www.ksei.co.id/id'],
    ['PUBLIC_ORIGIN', 'ftp://www.ksei.co.id'],
    ['TRUST_PROXY', 'the load balancer'],
    ['HSTS_MAX_AGE', '-1'],
    ['ALLOW_REMOTE_OVERRIDES', 'maybe'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '-5'],
    ['MAX_CONNECTIONS_PER_ADDRESS', 'many'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, root, cwd)).toThrow(name);
  });
});
