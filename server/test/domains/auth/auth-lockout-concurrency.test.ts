/**
 * The sign-in lockout under attempts at once, over real HTTP connections to a listening server (each
 * request on its own connection, the client's address from `X-Forwarded-For` behind one trusted hop):
 * an attempt is reserved before its password is verified, attempts under way count with the failures,
 * and a success gives back only its own reservation. Verifies are counted twice: by the hashing pool's
 * own count, and by the audit log (a `failure` or `lockout` row is a wrong password checked, `sign_in`
 * a right one, `locked_out` a refusal without a verify). A try the hashing pool refuses with 503 (its
 * queue full: nothing checked) is sent again, as a client does. The limit (5 per address, 30 per
 * client) is the contract's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reserveAttempt, DEFAULT_THROTTLE } from '../../../src/domains/auth/throttle.js';
import { hashPool } from '../../../src/domains/hashing/pool.js';
import { describeEachEngine } from '../../support/engines.js';
import { addStaff, auditEvents, PASSWORD, START, startAuthServer, type AuthServer } from '../../support/auth-server.js';

const ACCOUNT = 'dewi@ksei.co.id';

interface Try {
  readonly email: string;
  readonly password: string;
  readonly client: string;
}

/** One sign-in on a connection of its own; resolves with its status and `Retry-After`. */
function postOnce(port: number, attempt: Try): Promise<{ status: number; retryAfter: number }> {
  const body = JSON.stringify({ email: attempt.email, password: attempt.password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': attempt.client,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers['retry-after'] ?? 1) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * One sign-in as a client does it: a 503 (every hashing thread busy and its queue full; nothing was
 * checked) is sent again after its `Retry-After`. Resolves with the first other status.
 */
async function post(port: number, attempt: Try): Promise<number> {
  for (;;) {
    const { status, retryAfter } = await postOnce(port, attempt);
    if (status !== 503) return status;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/**
 * How many passwords were checked, wrong and right, and how many tries were refused unchecked, by the
 * audit log; `hashed` is the hashing pool's own count of the verifies it ran since `verifiedBefore`.
 */
async function verifies(
  server: AuthServer,
): Promise<{ wrong: number; right: number; unchecked: number; hashed: number }> {
  const events = (await auditEvents(server.db)).map((entry) => entry.event);
  const count = (...names: string[]) => events.filter((event) => names.includes(event)).length;
  return {
    wrong: count('failure', 'lockout'),
    right: count('sign_in'),
    unchecked: count('locked_out'),
    hashed: hashPool().accepted.argon2Verify - verifiedBefore,
  };
}
let verifiedBefore = 0;

describeEachEngine('sign-in lockout under concurrent attempts', (engine) => {
  let server: AuthServer;
  let port: number;
  beforeAll(async () => {
    server = await startAuthServer(engine, { env: { TRUST_PROXY: '1' } });
    await addStaff(server.db, ACCOUNT);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.setClock(START);
    await server.db.query('delete from auth_failures');
    await server.db.query('delete from auth_audit');
    verifiedBefore = hashPool().accepted.argon2Verify;
  });

  /** Client `client`'s `count` tries: wrong ones, four of them on the account, the others each on an address of its own. */
  const wrongTries = (client: string, count: number, onAccount: number, tag: string): Try[] =>
    Array.from({ length: count }, (_, index) => ({
      email: index < onAccount ? ACCOUNT : `guess-${tag}-${index}@ksei.co.id`,
      password: `wrong guess ${index}`,
      client,
    }));

  it('10 at once from one client, the right password last: the 9 wrong ones all checked, then 200', async () => {
    const tries = [
      ...wrongTries('198.51.100.7', 9, 4, 'a'),
      { email: ACCOUNT, password: PASSWORD, client: '198.51.100.7' },
    ];
    const statuses = await Promise.all(tries.map((attempt) => post(port, attempt)));
    expect(statuses).toEqual([...Array<number>(9).fill(401), 200]);
    expect(await verifies(server)).toEqual({ wrong: 9, right: 1, unchecked: 0, hashed: 10 });
  });

  // Nine hashes fit in the hashing pool of a two-core machine at once: the rest are sent again, a few rounds.
  it('5 clients × 10 at once, the right password last: the 49 wrong ones all checked, then 200', async () => {
    const clients = ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14', '198.51.100.15'];
    // Four wrong tries on the account in all (one under its limit), spread over the first four clients.
    const tries = clients.flatMap((client, index) => wrongTries(client, 10, index < 4 ? 1 : 0, `b${index}`));
    tries[tries.length - 1] = { email: ACCOUNT, password: PASSWORD, client: clients[4] ?? '' };
    const statuses = await Promise.all(tries.map((attempt) => post(port, attempt)));
    expect(statuses.slice(0, 49)).toEqual(Array<number>(49).fill(401));
    expect(statuses[49]).toBe(200);
    expect(await verifies(server)).toEqual({ wrong: 49, right: 1, unchecked: 0, hashed: 50 });
  }, 60_000);

  it('5 clients × 10 wrong tries at once on one address: 5 checked, 45 refused unchecked', async () => {
    const clients = ['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24', '198.51.100.25'];
    const tries = clients.flatMap((client) => wrongTries(client, 10, 10, 'c'));
    const statuses = await Promise.all(tries.map((attempt) => post(port, attempt)));
    expect(await verifies(server)).toEqual({ wrong: 5, right: 0, unchecked: 45, hashed: 5 });
    // Four refused as wrong, the fifth starting the lockout, every other one locked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(46);
  });

  it('9 wrong at once on the account from one client, the right password while they are under way: 5 checked, the right one refused as locked', async () => {
    const client = '198.51.100.51';
    const wrong = Array.from({ length: 9 }, (_, index) =>
      post(port, { email: ACCOUNT, password: `wrong guess ${index}`, client }),
    );
    // The right password goes once the account's limit is taken by failures and attempts under way
    // (before, nothing was reserved: the right one signed in after all 9 wrong ones were checked).
    const held = async (): Promise<number> => {
      const rows = await server.db.query<{ held: number }>(
        `select failures + (select count(*) from jsonb_object_keys(attempts))::int as held
         from auth_failures where key like 'email:%'`,
      );
      return rows[0]?.held ?? 0;
    };
    for (let waited = 0; (await held()) < 5; waited += 1) {
      if (waited > 2_000) throw new Error('the account never reached its limit');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const right = await post(port, { email: ACCOUNT, password: PASSWORD, client });
    const statuses = await Promise.all(wrong);
    expect(right).toBe(429);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await verifies(server)).toEqual({ wrong: 5, right: 0, unchecked: 5, hashed: 5 });
  });

  it('a success gives back only its own reservation: with 4 attempts under way it signs in, then 1 more is checked and the next refused', async () => {
    const keys = { email: ACCOUNT, client: '198.51.100.31' };
    // Four attempts reserved and never settled: under way for as long as their reservations last.
    for (let index = 0; index < 4; index += 1) {
      expect(await reserveAttempt(server.db, keys, DEFAULT_THROTTLE, START)).toMatchObject({ ok: true });
    }
    expect(await post(port, { email: ACCOUNT, password: PASSWORD, client: '198.51.100.32' })).toBe(200);
    const after = [];
    for (let index = 0; index < 2; index += 1) {
      after.push(await post(port, { email: ACCOUNT, password: 'wrong guess', client: '198.51.100.32' }));
    }
    expect(after).toEqual([401, 429]);
    expect(await verifies(server)).toEqual({ wrong: 1, right: 1, unchecked: 1, hashed: 2 });
  });

  it('reservations a crashed server left behind stop counting 2 minutes after they were made, not at 119 999 ms', async () => {
    const keys = { email: ACCOUNT, client: '198.51.100.41' };
    for (let index = 0; index < 5; index += 1) {
      expect(await reserveAttempt(server.db, keys, DEFAULT_THROTTLE, START)).toMatchObject({ ok: true });
    }
    const right = { email: ACCOUNT, password: PASSWORD, client: '198.51.100.42' };
    expect(await post(port, right)).toBe(429);
    server.advance(119_999);
    expect(await post(port, right)).toBe(429);
    server.advance(1);
    expect(await post(port, right)).toBe(200);
    expect(await verifies(server)).toEqual({ wrong: 0, right: 1, unchecked: 2, hashed: 1 });
  });
});
