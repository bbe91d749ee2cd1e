/**
 * A session's life on the database's rows, with the sign-in's clock moved by the test: it ends when
 * unused for the idle time (each use within it moving the end on, written at most once a minute), at
 * the absolute lifetime however busy, at a sign-out, when the account is disabled and when its
 * password is reset. The first account comes from STAFF_FIRST_* on a database without any.
 */
import { createHash } from 'node:crypto';
import { loadConfig } from '../../../src/config.js';
import {
  disableStaffAccount,
  enableStaffAccount,
  ensureFirstStaffAccount,
  loadStaffSettings,
  resetStaffPassword,
} from '../../../src/domains/auth/index.js';
import { describeEachEngine } from '../../support/engines.js';
import { addStaff, bearer, PASSWORD, startAuthServer, tokenFor, type AuthServer } from '../../support/auth-server.js';
import { startTestServer } from '../../support/fixtures.js';

/** Every scope a staff account can hold, as the contract lists them: the first account gets them all. */
const EVERY_SCOPE = [
  'messages:read',
  'reports:read',
  'reports:handle',
  'publication:edit',
  'publication:publish',
  'regulations:edit',
  'regulations:publish',
  'careers:edit',
  'careers:publish',
  'about:edit',
  'about:publish',
  'service-support:edit',
  'service-support:publish',
  'publishing:emergency',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachEngine('staff sessions', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
    await addStaff(server.db, 'sari@ksei.co.id', ['reports:read'], 'Sari');
  });
  afterAll(() => server.close());
  beforeEach(() => server.setClock(new Date('2026-03-02T03:00:00.000Z')));

  const status = async (token: string): Promise<number> =>
    (await server.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode;

  it('ends a session unused for 30 minutes: valid at 29:59, refused at 30:00', async () => {
    const token = await tokenFor(server.app, 'sari@ksei.co.id');
    server.advance(30 * MINUTE - 1000);
    expect(await status(token)).toBe(200);
    // That use moved the end on: 30 minutes from it, not from sign-in.
    server.advance(30 * MINUTE - 1000);
    expect(await status(token)).toBe(200);
    server.advance(30 * MINUTE);
    expect(await status(token)).toBe(401);
  });

  it('ends a busy session 12 hours after sign-in, however often it was used', async () => {
    const token = await tokenFor(server.app, 'sari@ksei.co.id');
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      server.advance(20 * MINUTE);
      expect(await status(token)).toBe(200);
    }
    // 11 h 40 min now; 11 h 59 min 59 s still valid, 12 h not.
    server.advance(20 * MINUTE - 1000);
    expect(await status(token)).toBe(200);
    server.advance(1000);
    expect(await status(token)).toBe(401);
  });

  it('writes last-seen at most once a minute', async () => {
    const token = await tokenFor(server.app, 'sari@ksei.co.id');
    const seen = async (): Promise<string> => {
      const rows = await server.db.query<{ seen: Date }>(
        'select last_seen_at as seen from staff_sessions where token_hash = $1',
        [createHash('sha256').update(token).digest()],
      );
      return new Date(rows[0]?.seen ?? 0).toISOString();
    };
    server.advance(59_000);
    expect(await status(token)).toBe(200);
    expect(await seen()).toBe('2026-03-02T03:00:00.000Z');
    server.advance(1000);
    expect(await status(token)).toBe(200);
    expect(await seen()).toBe('2026-03-02T03:01:00.000Z');
  });

  it('ends every session of a disabled account at once, and an enabled one signs in anew', async () => {
    const first = await tokenFor(server.app, 'sari@ksei.co.id');
    const second = await tokenFor(server.app, 'sari@ksei.co.id');
    await disableStaffAccount(server.db, 'sari@ksei.co.id');
    expect([await status(first), await status(second)]).toEqual([401, 401]);
    await enableStaffAccount(server.db, 'sari@ksei.co.id');
    // Enabling does not bring the ended sessions back.
    expect([await status(first), await status(second)]).toEqual([401, 401]);
    expect(await status(await tokenFor(server.app, 'sari@ksei.co.id'))).toBe(200);
  });

  it('ends every session when the password is reset; the old password no longer signs in', async () => {
    const token = await tokenFor(server.app, 'sari@ksei.co.id');
    await resetStaffPassword(server.db, 'sari@ksei.co.id', 'a brand new passphrase 2026');
    expect(await status(token)).toBe(401);
    const old = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sari@ksei.co.id', password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await status(await tokenFor(server.app, 'sari@ksei.co.id', 'a brand new passphrase 2026'))).toBe(200);
    await resetStaffPassword(server.db, 'sari@ksei.co.id', PASSWORD);
  });

  it('refuses a token that is not one without asking the database, and a forged one of the right shape', async () => {
    for (const token of ['', 'abc', 'x'.repeat(5000), `${'A'.repeat(42)}=`, 'A'.repeat(43)]) {
      expect(await server.auth.authenticate(token)).toBeNull();
    }
  });
});

describeEachEngine('the first staff account', (engine) => {
  const first = { email: 'admin@ksei.co.id', name: 'Admin KSEI', password: 'a long first passphrase' };

  it('is made from STAFF_FIRST_* with every scope on a database without staff, once', async () => {
    const db = await engine.createMigrated();
    try {
      expect(await ensureFirstStaffAccount(db, first)).toBe(true);
      expect(await ensureFirstStaffAccount(db, { ...first, email: 'other@ksei.co.id' })).toBe(false);
      const rows = await db.query('select email, name, scope, disabled from staff_accounts');
      expect(rows).toEqual([
        {
          email: 'admin@ksei.co.id',
          name: 'Admin KSEI',
          scope: EVERY_SCOPE,
          disabled: false,
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it('signs in through the app started with STAFF_FIRST_*', async () => {
    const server = await startTestServer({
      database: () => engine.createMigrated(),
      env: {
        FORMS: 'off',
        STAFF_FIRST_EMAIL: 'Admin@KSEI.co.id',
        STAFF_FIRST_NAME: 'Admin KSEI',
        STAFF_FIRST_PASSWORD: first.password,
      },
    });
    try {
      const token = await tokenFor(server.app, 'admin@ksei.co.id', first.password);
      const user = await server.app.inject({ url: '/api/auth/user', headers: bearer(token) });
      expect(user.json()).toEqual({
        user: {
          name: 'Admin KSEI',
          email: 'admin@ksei.co.id',
          scope: EVERY_SCOPE,
        },
      });
    } finally {
      await server.close();
    }
  });
});

describe('staff settings', () => {
  const first = { STAFF_FIRST_EMAIL: 'admin@ksei.co.id', STAFF_FIRST_NAME: 'Admin' };

  it('refuses a first password shorter than 15 characters, naming the variable and not the password', () => {
    expect(() => loadConfig({ ...first, STAFF_FIRST_PASSWORD: 'fourteen chars' }, '/tmp')).toThrow(
      'STAFF_FIRST_PASSWORD must have at least 15 characters (it has 14)',
    );
    expect(() => loadConfig({ ...first, STAFF_FIRST_PASSWORD: 'fourteen chars' }, '/tmp')).not.toThrow(
      'fourteen chars',
    );
    expect(loadStaffSettings({ ...first, STAFF_FIRST_PASSWORD: 'fifteen chars!!' }).firstAccount?.password).toBe(
      'fifteen chars!!',
    );
  });

  it('has no first account, and so no password, unless all three are set', () => {
    expect(loadStaffSettings({}).firstAccount).toBeUndefined();
    expect(() => loadStaffSettings({ STAFF_FIRST_EMAIL: 'admin@ksei.co.id' })).toThrow(
      'STAFF_FIRST_EMAIL, STAFF_FIRST_NAME and STAFF_FIRST_PASSWORD must be set together',
    );
  });

  it('takes the contract’s lifetimes by default and only shorter ones from the configuration', () => {
    expect(loadStaffSettings({})).toMatchObject({ idleMinutes: 30, absoluteHours: 12 });
    expect(loadStaffSettings({ SESSION_IDLE_MINUTES: '10', SESSION_ABSOLUTE_HOURS: '8' })).toMatchObject({
      idleMinutes: 10,
      absoluteHours: 8,
    });
    expect(() => loadStaffSettings({ SESSION_IDLE_MINUTES: '31' })).toThrow('SESSION_IDLE_MINUTES');
    expect(() => loadStaffSettings({ SESSION_ABSOLUTE_HOURS: '0' })).toThrow('SESSION_ABSOLUTE_HOURS');
  });
});
