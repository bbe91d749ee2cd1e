/**
 * `requireStaff`: the Authorization header alone decides (never a cookie); no token is 401, a token
 * without a valid session 401 "session ended", a valid one without the route's scope 403; the scope
 * check is the browser's (`hasScope`: list membership or a truthy map key). Answers that depend on who
 * asks are made for each request: never a cached one, never kept, `no-store`.
 */
import type { StaffUser } from '@ksei/shared/node';
import { requireStaff } from '../../../src/http/staff-guard.js';
import { describeEachEngine } from '../../support/engines.js';
import { addStaff, bearer, startAuthServer, tokenFor, type AuthServer } from '../../support/auth-server.js';

describeEachEngine('the staff guard', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, {
      routes: (app, auth) => {
        app.get(
          '/api/test/handle',
          { preHandler: requireStaff(auth.authenticate, 'reports:handle') },
          async (request) => ({
            who: request.staff?.email,
          }),
        );
        app.get('/api/test/any-staff', { preHandler: requireStaff(auth.authenticate) }, async (request) => ({
          who: request.staff?.email,
        }));
        // A staff member whose scope is a map, as the original's `hasScope` allowed.
        const mapped = async (token: string): Promise<StaffUser | null> =>
          token === 'map-token'
            ? ({
                name: 'Map',
                email: 'map@ksei.co.id',
                scope: { reports: { handle: 1, read: 0 } },
              } as unknown as StaffUser)
            : null;
        app.get('/api/test/map-handle', { preHandler: requireStaff(mapped, 'reports.handle') }, async () => ({
          ok: true,
        }));
        app.get('/api/test/map-read', { preHandler: requireStaff(mapped, 'reports.read') }, async () => ({ ok: true }));
      },
    });
    await addStaff(server.db, 'handler@ksei.co.id', ['reports:read', 'reports:handle'], 'Handler');
    await addStaff(server.db, 'reader@ksei.co.id', ['messages:read'], 'Reader');
  });
  afterAll(() => server.close());

  it('answers 401 without a token, 401 “session ended” for a bad one, 403 without the scope, 200 with it', async () => {
    const handler = await tokenFor(server.app, 'handler@ksei.co.id');
    const reader = await tokenFor(server.app, 'reader@ksei.co.id');
    const get = (headers: Record<string, string>) => server.app.inject({ url: '/api/test/handle?locale=en', headers });

    const none = await get({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in first.' } });
    const forged = await get(bearer('A'.repeat(43)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
    });
    const scopeless = await get(bearer(reader));
    expect(scopeless.statusCode).toBe(403);
    expect(scopeless.json()).toEqual({
      error: { code: 'forbidden', message: 'Your account does not have permission to open this page.' },
    });
    const allowed = await get(bearer(handler));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ who: 'handler@ksei.co.id' });
    for (const response of [none, forged, scopeless, allowed])
      expect(response.headers['cache-control']).toBe('no-store');
    // Without a scope named, any signed-in staff member.
    expect((await server.app.inject({ url: '/api/test/any-staff', headers: bearer(reader) })).statusCode).toBe(200);
    // In Indonesian by default.
    expect((await server.app.inject({ url: '/api/test/handle', headers: bearer(reader) })).json()).toEqual({
      error: { code: 'forbidden', message: 'Akun Anda tidak memiliki izin untuk membuka halaman ini.' },
    });
  });

  it('checks a scope map as the original did: a truthy key grants, a falsy one does not', async () => {
    const asked = (url: string) => server.app.inject({ url, headers: bearer('map-token') });
    expect((await asked('/api/test/map-handle')).statusCode).toBe(200);
    expect((await asked('/api/test/map-read')).statusCode).toBe(403);
  });

  it('reads the Authorization header only: a session cookie alone is 401', async () => {
    const handler = await tokenFor(server.app, 'handler@ksei.co.id');
    const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${handler}`)}`;
    const response = await server.app.inject({ url: '/api/test/handle', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('serves a user-dependent GET to each client afresh: two tokens and none, asked in turn, each get their own', async () => {
    const a = await tokenFor(server.app, 'handler@ksei.co.id');
    const b = await tokenFor(server.app, 'reader@ksei.co.id');
    const ask = (headers: Record<string, string>) => server.app.inject({ url: '/api/auth/user', headers });
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      rounds.push(await ask(bearer(a)), await ask(bearer(b)), await ask({}));
    }
    expect(rounds.map((response) => response.statusCode)).toEqual([200, 200, 401, 200, 200, 401]);
    const emails = rounds.map((response) => (response.json() as { user?: { email: string } }).user?.email);
    expect(emails).toEqual([
      'handler@ksei.co.id',
      'reader@ksei.co.id',
      undefined,
      'handler@ksei.co.id',
      'reader@ksei.co.id',
      undefined,
    ]);
    for (const response of rounds) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).toBeUndefined();
    }
    // A client repeating another's conditional request gets no 304 either.
    const again = await ask({ ...bearer(b), 'if-none-match': '*' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { user: { email: string } }).user.email).toBe('reader@ksei.co.id');
  });

  it('answers a changed account at its next request (no session kept in memory): new scopes, then disabled', async () => {
    const token = await tokenFor(server.app, 'reader@ksei.co.id');
    const get = () => server.app.inject({ url: '/api/test/handle', headers: bearer(token) });
    expect((await get()).statusCode).toBe(403);
    await server.db.query("update staff_accounts set scope = '{reports:handle}' where email = 'reader@ksei.co.id'");
    expect((await get()).statusCode).toBe(200);
    await server.db.query("update staff_accounts set disabled = true where email = 'reader@ksei.co.id'");
    expect((await get()).statusCode).toBe(401);
    await server.db.query(
      "update staff_accounts set disabled = false, scope = '{messages:read}' where email = 'reader@ksei.co.id'",
    );
  });
});
