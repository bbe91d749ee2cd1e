/**
 * The three sign-in calls as the contract declares them (shared/src/api/auth.ts), on a real database:
 * a token for a right password, the user behind it, a sign-out that ends it on the server; every
 * answer `no-store`; the body's limits refused with the contract's messages before any hash is made;
 * each sign-in, failure and sign-out in the audit log, never a password.
 */
import { ARGON2_OPTIONS } from '../../../src/domains/auth/index.js';
import { describeEachEngine } from '../../support/engines.js';
import {
  addStaff,
  auditEvents,
  bearer,
  login,
  PASSWORD,
  startAuthServer,
  tokenFor,
  type AuthServer,
} from '../../support/auth-server.js';

describeEachEngine('staff sign-in API', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
    await addStaff(server.db, 'ayu@ksei.co.id', ['reports:read', 'reports:handle'], 'Ayu Lestari');
    await addStaff(server.db, 'budi@ksei.co.id', ['messages:read'], 'Budi Santoso');
  });
  afterAll(() => server.close());

  it('signs in, answers the user behind the token, and signs out on the server (204, then 401)', async () => {
    const response = await login(server.app, { email: 'Ayu@KSEI.co.id ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json() as { token: string };
    // 32 random bytes, base64url, unpadded.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(response.json() as object)).toEqual(['token']);

    const user = await server.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
    expect(user.json()).toEqual({
      user: { name: 'Ayu Lestari', email: 'ayu@ksei.co.id', scope: ['reports:read', 'reports:handle'] },
    });

    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(out.headers['cache-control']).toBe('no-store');
    const after = await server.app.inject({ url: '/api/auth/user?locale=en', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
  });

  it('keeps only the SHA-256 of a token, and a new token for every sign-in', async () => {
    const first = await tokenFor(server.app, 'budi@ksei.co.id');
    const second = await tokenFor(server.app, 'budi@ksei.co.id');
    expect(second).not.toBe(first);
    const rows = await server.db.query<{ hex: string }>("select encode(token_hash, 'hex') as hex from staff_sessions");
    const { createHash } = await import('node:crypto');
    const hashed = createHash('sha256').update(first).digest('hex');
    expect(rows.map((row) => row.hex)).toContain(hashed);
    const stored = JSON.stringify(await server.db.query('select * from staff_sessions'));
    expect(stored).not.toContain(first);
  });

  it('stores Argon2id hashes with OWASP’s parameters (m=19456 KiB, t=2, p=1)', async () => {
    const [row] = await server.db.query<{ password_hash: string }>(
      "select password_hash from staff_accounts where email = 'ayu@ksei.co.id'",
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('answers a wrong password, an unknown and a disabled account with the same 401, in the body’s language', async () => {
    await addStaff(server.db, 'gone@ksei.co.id');
    await server.db.query("update staff_accounts set disabled = true where email = 'gone@ksei.co.id'");
    const answers = await Promise.all(
      [
        { email: 'ayu@ksei.co.id', password: 'not the password at all' },
        { email: 'nobody@ksei.co.id', password: PASSWORD },
        { email: 'gone@ksei.co.id', password: PASSWORD },
      ].map((body) => login(server.app, { ...body, locale: 'en' }, { remoteAddress: '198.51.100.7' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ error: { code: 'unauthorized', message: 'Wrong email or password.' } });
    }
    const indonesian = await login(
      server.app,
      { email: 'nobody@ksei.co.id', password: 'x' },
      { remoteAddress: '198.51.100.8' },
    );
    expect(indonesian.json()).toEqual({ error: { code: 'unauthorized', message: 'Email atau kata sandi salah.' } });
    const byQuery = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login?locale=en',
      payload: { email: 'nobody@ksei.co.id', password: 'x' },
      remoteAddress: '198.51.100.8',
    });
    expect(byQuery.json()).toEqual({ error: { code: 'unauthorized', message: 'Wrong email or password.' } });
  });

  it('refuses an address or a password over its limit, or missing, with the contract’s messages and no hash made', async () => {
    const before = await auditEvents(server.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { email: `${'a'.repeat(250)}@x.id`, password: PASSWORD, locale: 'en' },
        'email',
        'An email address has at most 254 characters.',
      ],
      [
        { email: 'ayu@ksei.co.id', password: 'p'.repeat(1025), locale: 'en' },
        'password',
        'A password has at most 1024 characters.',
      ],
      [{ email: `${'a'.repeat(250)}@x.id`, password: PASSWORD }, 'email', 'Alamat email paling banyak 254 karakter.'],
      [{ email: 'ayu@ksei.co.id', password: 'p'.repeat(1025) }, 'password', 'Kata sandi paling banyak 1024 karakter.'],
      [{ password: PASSWORD, locale: 'en' }, 'email', 'Enter your email address.'],
      [{ email: '   ', password: PASSWORD, locale: 'en' }, 'email', 'Enter your email address.'],
      [{ email: 'ayu@ksei.co.id', password: '' }, 'password', 'Masukkan kata sandi Anda.'],
    ];
    for (const [body, name, message] of cases) {
      const response = await login(server.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      const error = (response.json() as { error: { code: string; message: string; fields: unknown } }).error;
      expect(error.code).toBe('bad_request');
      expect(error.fields).toEqual([{ name, message }]);
      expect(error.message).toContain(message);
    }
    // 254 characters exactly is an address like any other (a failure counted, not a 400).
    const longest = await login(server.app, { email: `${'a'.repeat(249)}@x.id`, password: 'p'.repeat(1024) });
    expect(longest.statusCode).toBe(401);
    // None of the refused bodies reached the sign-in: no failure counted or written for them.
    const after = await auditEvents(server.db);
    expect(after.slice(before.length)).toEqual([
      { event: 'failure', email: `${'a'.repeat(249)}@x.id`, client: expect.stringMatching(/^key:/) as unknown },
    ]);
  });

  it('writes every sign-in, failure and sign-out to the audit log, a failure under a keyed hash of its client, never a password', async () => {
    const before = (await auditEvents(server.db)).length;
    const client = { remoteAddress: '203.0.113.40' };
    await login(server.app, { email: 'BUDI@ksei.co.id', password: 'wrong password here' }, client);
    const token = (await login(server.app, { email: 'budi@ksei.co.id', password: PASSWORD }, client)).json()
      .token as string;
    await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), ...client });
    const events = (await auditEvents(server.db)).slice(before);
    expect(events).toEqual([
      { event: 'failure', email: 'budi@ksei.co.id', client: expect.stringMatching(/^key:[\w-]{16,}$/) as unknown },
      { event: 'sign_in', email: 'budi@ksei.co.id', client: '203.0.113.40' },
      { event: 'sign_out', email: 'budi@ksei.co.id', client: '203.0.113.40' },
    ]);
    const everything = JSON.stringify(await server.db.query('select * from auth_audit'));
    expect(everything).not.toContain(PASSWORD);
    // The staff member's address is kept for their sign-in and sign-out only.
    expect(everything.split('203.0.113.40')).toHaveLength(3);
    expect(everything).not.toContain('wrong password here');
    expect(everything).not.toContain(token);
  });

  it('answers logout 204 for an unknown token and without one, and writes nothing for them', async () => {
    const before = (await auditEvents(server.db)).length;
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer('x'.repeat(43)),
    });
    expect(unknown.statusCode).toBe(204);
    const none = await server.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(204);
    expect((await auditEvents(server.db)).length).toBe(before);
  });

  it('never reads a session from a cookie: the token as the browser’s cookie alone is 401', async () => {
    const token = await tokenFor(server.app, 'ayu@ksei.co.id');
    const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}; auth.strategy=local`;
    const user = await server.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(401);
    // A cookie does not sign out either.
    await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await server.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site (403) before reading it', async () => {
    const before = (await auditEvents(server.db)).length;
    const response = await login(
      server.app,
      { email: 'ayu@ksei.co.id', password: PASSWORD },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await auditEvents(server.db)).length).toBe(before);
  });
});
