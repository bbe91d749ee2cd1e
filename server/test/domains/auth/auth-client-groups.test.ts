/**
 * The sign-in throttle's per-client count (30 failures in 15 minutes, the contract's) counts an IPv6
 * client by its /64, the network one subscriber holds and picks addresses in at will, and stores no
 * client address with the counts: a client's row is keyed by a keyed hash of its address group.
 */
import { describeEachEngine } from '../../support/engines.js';
import { login, startAuthServer, type AuthServer } from '../../support/auth-server.js';

describeEachEngine('the sign-in throttle’s clients', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.query('delete from auth_failures');
  });

  const attempt = (email: string, client: string) =>
    login(server.app, { email, password: 'wrong guess' }, { remoteAddress: client });

  it('counts IPv6 addresses of one /64 as one client: 30 failures from two of them lock a third, not another /64', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const client = index % 2 === 0 ? '2001:db8:1:2::a' : '2001:db8:1:2:ffff:ffff:ffff:ffff';
      statuses.push((await attempt(`guess${index}@ksei.co.id`, client)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(29).fill(401), 429]);
    // Another address of the same /64, spelled in full: locked.
    expect((await attempt('fresh@ksei.co.id', '2001:0db8:0001:0002:0000:0000:0000:0001')).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await attempt('fresh@ksei.co.id', '2001:db8:1:3::a')).statusCode).toBe(401);
  });

  it('stores no client address with the counts', async () => {
    await attempt('someone@ksei.co.id', '203.0.113.77');
    await attempt('someone@ksei.co.id', '2001:db8:5:6::7');
    const rows = await server.db.query<{ key: string }>(
      "select key from auth_failures where key like 'client:%' order by key",
    );
    expect(rows).toHaveLength(2);
    for (const { key } of rows) {
      expect(key).toMatch(/^client:[A-Za-z0-9_-]{22}$/);
      expect(key).not.toContain('203.0.113');
      expect(key).not.toContain('2001:db8');
    }
  });
});
