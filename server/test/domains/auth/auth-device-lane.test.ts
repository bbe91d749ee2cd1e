/**
 * A staff member whose browser holds a device cookie from an earlier sign-in gets through a sign-in
 * flood: during many wrong sign-ins from many addresses that fill the (real, small) hashing pool,
 * the trusted sign-in answers 200 ahead of the flood's waiting hashes, while a sign-in without the
 * cookie is refused 503 like the flood. Nothing about an account shows to a browser without a valid
 * cookie for it: existing or not, the same answer; a forged, expired or other account's cookie is
 * no cookie at all.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createDeviceCookies } from '../../../src/domains/auth/devices.js';
import type { HashPool } from '../../../src/domains/hashing/pool.js';
import { addStaff, login, PASSWORD, START, startAuthServer, type AuthServer } from '../../support/auth-server.js';
import { describeEachEngine } from '../../support/engines.js';
import { addSlowAccounts, DEVICE_SECRET, deviceOf, slowHash, smallPool, until } from '../../support/device-lane.js';

const STAFF = 'staf@ksei.co.id';
const OTHER = 'lain@ksei.co.id';
/** Five hashes in flight fill the small pool: one thread, four waiting. */
const FULL = 5;

/** The answer's status and headers, without the one that differs by the second. */
function shape(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== 'date'));
  return { status: response.statusCode, headers, body: response.body };
}

describeEachEngine('a trusted device during a sign-in flood', (engine) => {
  let server: AuthServer;
  let pool: HashPool;
  let slow: string;
  let flooded: string[];
  let device: string;
  let otherDevice: string;

  beforeAll(async () => {
    pool = smallPool();
    server = await startAuthServer(engine, { auth: { hashPool: pool, deviceSecret: DEVICE_SECRET } });
    await addStaff(server.db, STAFF);
    await addStaff(server.db, OTHER);
    slow = await slowHash('nobody knows this one');
    flooded = await addSlowAccounts(server.db, 6, slow);
    device = await deviceOf(server.app, STAFF, '192.0.2.10');
    otherDevice = await deviceOf(server.app, OTHER, '192.0.2.11');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  /** The public queue kept full for seconds by slow hashes of the pool's own kind; resolves when they end. */
  function fillPublicQueue(): { running: Promise<unknown> } {
    const room = FULL - pool.inFlight;
    const running = Promise.all(Array.from({ length: room }, () => pool.argon2Verify(slow, 'wrong')));
    // Wrapped: an async function returning the promise would wait for it.
    return { running };
  }

  it('answers the device-cookie sign-in 200 ahead of the flood, the cookie-less one 503', async () => {
    // 30 wrong sign-ins from 30 addresses, five to each slow account (the most an account lets be under way).
    let pending = 0;
    const statuses: number[] = [];
    const flood = Array.from({ length: 30 }, (_, i) => {
      pending += 1;
      return login(
        server.app,
        { email: flooded[i % flooded.length], password: `wrong ${i}` },
        { remoteAddress: `198.51.100.${i + 1}` },
      ).then((response) => {
        pending -= 1;
        statuses.push(response.statusCode);
        return response;
      });
    });
    // Every flood sign-in refused or in the pool: five hashing or waiting, 25 turned away.
    await until(() => pending === FULL && pool.inFlight === FULL);

    const withoutCookie = login(server.app, { email: STAFF, password: PASSWORD }, { remoteAddress: '192.0.2.10' });
    const started = Date.now();
    const trusted = await login(
      server.app,
      { email: STAFF, password: PASSWORD },
      { remoteAddress: '192.0.2.10', cookies: { ksei_device: device } },
    );
    const tookMs = Date.now() - started;
    const floodStillWaiting = pending;

    expect(trusted.statusCode).toBe(200);
    expect((await withoutCookie).statusCode).toBe(503);
    // Ahead of the queue: answered while at least three of the flood's hashes still waited.
    expect(floodStillWaiting).toBeGreaterThanOrEqual(3);
    await Promise.all(flood);
    expect(statuses.filter((status) => status === 503)).toHaveLength(25);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FULL);
    console.info(`trusted sign-in during the flood: ${tookMs} ms`);
  }, 60_000);

  it('answers an existing and an unknown account without a cookie alike while the public queue is full', async () => {
    const { running } = fillPublicQueue();
    expect(pool.inFlight).toBe(FULL);
    const existing = await login(
      server.app,
      { email: STAFF, password: 'a wrong one' },
      { remoteAddress: '192.0.2.20' },
    );
    const unknown = await login(
      server.app,
      { email: 'tidak-ada@ksei.co.id', password: 'a wrong one' },
      { remoteAddress: '192.0.2.21' },
    );
    const stillFull = pool.inFlight === FULL;
    await running;
    expect(stillFull).toBe(true);
    expect(existing.statusCode).toBe(503);
    expect(shape(unknown)).toEqual(shape(existing));
  }, 60_000);

  it.each([
    ['forged (signed with another secret)', () => createDeviceCookies(Buffer.alloc(32, 8)).sign(claimOf(device))],
    [
      'expired (issued 90 days ago)',
      () =>
        createDeviceCookies(DEVICE_SECRET).sign({
          ...claimOf(device),
          issuedAt: new Date(START.getTime() - 90 * 24 * 60 * 60_000),
        }),
    ],
    ["another account's", () => otherDevice],
  ])(
    'takes the public lane with a %s cookie: 503 while the queue is full',
    async (_name, cookie) => {
      const { running } = fillPublicQueue();
      expect(pool.inFlight).toBe(FULL);
      const response = await login(
        server.app,
        { email: STAFF, password: PASSWORD },
        { remoteAddress: '192.0.2.30', cookies: { ksei_device: cookie() } },
      );
      await running;
      expect(response.statusCode).toBe(503);
      // The same cookie on a quiet pool: refused only because it took the public lane, not for the cookie.
      expect(
        (
          await login(
            server.app,
            { email: STAFF, password: PASSWORD },
            { remoteAddress: '192.0.2.30', cookies: { ksei_device: cookie() } },
          )
        ).statusCode,
      ).toBe(200);
    },
    60_000,
  );
});

/** A cookie's claim, read back from its fields (device id, account id, issue time in seconds). */
function claimOf(cookie: string) {
  const [deviceId = '', accountId = '', seconds = '0'] = cookie.split('.');
  return { deviceId, accountId, issuedAt: new Date(Number(seconds) * 1000) };
}
