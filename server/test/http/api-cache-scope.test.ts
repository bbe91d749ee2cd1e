import type { FastifyInstance } from 'fastify';
import { useTestServer } from '../support/fixtures.js';

/**
 * The response cache belongs to the public, read-only API (content, search, securities, corporate
 * actions, statistics): an answer there is the same for everybody. Any other route, such as one that
 * answers according to who asks, is never kept and tells every cache not to keep it either; and a
 * request that says who is asking (a credential or a cookie) is answered afresh even on a public route.
 */
describe('the response cache holds the public API only', () => {
  /** Answers with whatever the `x-user` header says: an answer that depends on who asks. */
  function whoAmI(app: FastifyInstance): void {
    app.get('/api/whoami', async (request) => ({ user: request.headers['x-user'] ?? null }));
  }
  const server = useTestServer({ seed: true, routes: whoAmI });

  it("never keeps a route outside the public API, nor serves one client's answer to another", async () => {
    const asked = (user: string) => server().app.inject({ url: '/api/whoami', headers: { 'x-user': user } });
    const alice = await asked('alice');
    expect(alice.statusCode).toBe(200);
    expect(alice.json()).toEqual({ user: 'alice' });
    const bob = await asked('bob');
    expect(bob.json()).toEqual({ user: 'bob' });
    // Neither the browser nor a shared cache in between may keep it.
    expect(alice.headers['cache-control']).toBe('no-store');
    expect(bob.headers['cache-control']).toBe('no-store');
    // No tag to revalidate against: every answer is made for its request.
    expect(bob.headers['etag']).toBeUndefined();
  });

  /** Renames every press release in the database, so a kept answer and a fresh one differ. */
  async function renameAll(suffix: string): Promise<void> {
    // Unannounced (no trigger fires in replica mode): a change notice would empty the cache.
    await server().db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`update press_releases set title_en = title_en || ' ${suffix}'`);
    });
  }

  const firstTitle = async (url: string, headers: Record<string, string> = {}) => {
    const response = await server().app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { data: { title: string }[] }).data.map((item) => item.title);
    expect(titles.length).toBeGreaterThan(0);
    return { title: titles[0] ?? '', cacheControl: response.headers['cache-control'] };
  };

  it.each([
    ['an Authorization header', { authorization: 'Bearer secret-token' }, 20],
    ['a cookie', { cookie: 'session=abc123' }, 21],
  ])('answers a request with %s afresh and keeps nothing of it', async (_name, credentials, pageSize) => {
    const kept = `/api/press-releases?locale=en&sort=date&pageSize=${pageSize}`;
    const before = await firstTitle(kept);
    expect(before.cacheControl).toBe('public, max-age=60');
    await renameAll('(1)');
    // The plain request is answered from the cache; the one that says who asks is not.
    expect((await firstTitle(kept)).title).toBe(before.title);
    const asked = await firstTitle(kept, credentials);
    expect(asked.title).toBe(`${before.title} (1)`);
    // Not for shared caches either.
    expect(asked.cacheControl).toBe('private, max-age=60');

    // Asked first with the credential: nothing is stored, so the next plain request reads afresh.
    const fresh = `/api/press-releases?locale=en&sort=-date&pageSize=${pageSize}`;
    const withCredentials = await firstTitle(fresh, credentials);
    await renameAll('(2)');
    expect((await firstTitle(fresh)).title).toBe(`${withCredentials.title} (2)`);
  });
});
