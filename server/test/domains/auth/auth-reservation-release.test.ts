/**
 * A sign-in the full hashing queue refuses (503: nothing was checked) gives its reservation back at
 * once: five such refusals in a row leave the address free, and the right password then signs in
 * (kept, the five reservations would fill the address's limit of 5 for two minutes). The pool is
 * filled with real hashes of its own.
 */
import { randomBytes } from 'node:crypto';
import { hashPool } from '../../../src/domains/hashing/pool.js';
import { describeEachEngine } from '../../support/engines.js';
import { addStaff, login, PASSWORD, startAuthServer, type AuthServer } from '../../support/auth-server.js';

/** The receipts' scrypt cost: a full pool of them stays busy for a second or more. */
const SLOW = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function fillThePool(): Promise<unknown> {
  const pool = hashPool();
  const room = pool.options.threads + pool.options.maxQueue - pool.inFlight;
  return Promise.all(Array.from({ length: room }, () => pool.scrypt('filler', randomBytes(16), 32, SLOW)));
}

describeEachEngine('a sign-in refused by the full hashing queue', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
    await addStaff(server.db, 'sinta@ksei.co.id');
  });
  afterAll(() => server.close());

  it('gives its reservation back: 5 refused in a row, then the right password signs in', async () => {
    // The pool is topped up before each sign-in: a filler that finished meanwhile (a busy machine
    // runs other suites) would otherwise free a thread and let one sign-in be checked.
    const fillers: Promise<unknown>[] = [];
    const statuses: number[] = [];
    try {
      for (let index = 0; index < 5; index += 1) {
        fillers.push(fillThePool());
        const answer = await login(
          server.app,
          { email: 'sinta@ksei.co.id', password: `wrong ${index}` },
          { remoteAddress: '192.0.2.60' },
        );
        statuses.push(answer.statusCode);
      }
    } finally {
      await Promise.all(fillers);
    }
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    const [row] = await server.db.query<{ attempts: Record<string, number> }>(
      "select attempts from auth_failures where key = 'email:sinta@ksei.co.id'",
    );
    expect(row?.attempts).toEqual({});
    const signIn = await login(
      server.app,
      { email: 'sinta@ksei.co.id', password: PASSWORD },
      { remoteAddress: '192.0.2.60' },
    );
    expect(signIn.statusCode).toBe(200);
  }, 30_000);
});
