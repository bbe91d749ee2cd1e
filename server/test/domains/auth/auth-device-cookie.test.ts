/**
 * The device cookie a sign-in sets (HttpOnly, SameSite=Strict, for the sign-in API only, Secure over
 * HTTPS), and the lockout by device: wrong passwords sent with a device cookie lock that device, not
 * the account; a flood of wrong passwords that locks the account leaves its trusted device signing in.
 */
import { resetStaffPassword } from '../../../src/domains/auth/index.js';
import { addStaff, login, PASSWORD, startAuthServer, type AuthServer } from '../../support/auth-server.js';
import { describeEachEngine } from '../../support/engines.js';
import { DEVICE_SECRET, deviceOf } from '../../support/device-lane.js';

const STAFF = 'staf@ksei.co.id';
/** 90 days in seconds: how long a device stays trusted. */
const NINETY_DAYS = 7_776_000;

describe('the device cookie a sign-in sets', () => {
  async function setCookieAt(env: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
    const server = await startAuthServer(undefined, { env, auth: { deviceSecret: DEVICE_SECRET } });
    try {
      await addStaff(server.db, STAFF);
      const response = await login(server.app, { email: STAFF, password: PASSWORD }, { headers });
      expect(response.statusCode).toBe(200);
      return String(response.headers['set-cookie']);
    } finally {
      await server.close();
    }
  }
  const attributes = (https: boolean) =>
    `; Path=/api/auth; Max-Age=${NINETY_DAYS}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
  const valueShape = '[0-9a-f-]{36}\\.[0-9]+\\.[0-9]+\\.[A-Za-z0-9_-]{43}';

  it('is HttpOnly, SameSite=Strict and Secure with an https public origin', async () => {
    const cookie = await setCookieAt({ PUBLIC_ORIGIN: 'https://www.ksei.co.id' });
    expect(cookie).toMatch(new RegExp(`^ksei_device=${valueShape}${attributes(true).replace(/[.;]/g, '\\$&')}$`));
  }, 60_000);

  it('is Secure when a trusted proxy says the request came over https, not over plain http', async () => {
    const env = { PUBLIC_ORIGIN: 'http://localhost:3000', TRUST_PROXY: '1' };
    expect(await setCookieAt(env, { 'x-forwarded-proto': 'https' })).toMatch(/; SameSite=Strict; Secure$/);
    const plain = await setCookieAt(env, { 'x-forwarded-proto': 'http' });
    expect(plain).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(plain.endsWith(attributes(false))).toBe(true);
  }, 60_000);
});

describeEachEngine('the lockout by device', (engine) => {
  let server: AuthServer;
  beforeEach(async () => {
    server = await startAuthServer(engine, { auth: { deviceSecret: DEVICE_SECRET } });
    await addStaff(server.db, STAFF);
  }, 60_000);
  afterEach(() => server.close());

  const signIn = (password: string, remoteAddress: string, device?: string) =>
    login(
      server.app,
      { email: STAFF, password },
      { remoteAddress, ...(device === undefined ? {} : { cookies: { ksei_device: device } }) },
    );

  it('the fifth wrong password with a device cookie locks that device (429), not the account', async () => {
    const device = await deviceOf(server.app, STAFF, '192.0.2.10');
    for (let i = 0; i < 4; i += 1) expect((await signIn(`wrong ${i}`, '192.0.2.10', device)).statusCode).toBe(401);
    expect((await signIn('wrong 4', '192.0.2.10', device)).statusCode).toBe(429);
    const locked = await signIn(PASSWORD, '192.0.2.10', device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The account and the address still sign in from a browser without that cookie.
    expect((await signIn(PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  }, 60_000);

  it('four wrong passwords with a device cookie do not lock it', async () => {
    const device = await deviceOf(server.app, STAFF, '192.0.2.10');
    for (let i = 0; i < 4; i += 1) expect((await signIn(`wrong ${i}`, '192.0.2.10', device)).statusCode).toBe(401);
    expect((await signIn(PASSWORD, '192.0.2.10', device)).statusCode).toBe(200);
  }, 60_000);

  it('a flood that locks the account leaves its trusted device signing in', async () => {
    const device = await deviceOf(server.app, STAFF, '192.0.2.10');
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(`wrong ${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await signIn('wrong 4', '198.51.100.5')).statusCode).toBe(429);
    expect((await signIn(PASSWORD, '192.0.2.10')).statusCode).toBe(429);
    expect((await signIn(PASSWORD, '192.0.2.10', device)).statusCode).toBe(200);
  }, 60_000);

  it('an account keeps its 10 most recent devices: the 11th forgets the first, not the second', async () => {
    const devices: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      devices.push(await deviceOf(server.app, STAFF, `192.0.2.${i + 1}`));
      server.advance(1000);
    }
    // The account locked for browsers without a trusted device: only a remembered device still signs in.
    for (let i = 0; i < 4; i += 1) await signIn(`wrong ${i}`, `198.51.100.${i + 1}`);
    expect((await signIn('wrong 4', '198.51.100.5')).statusCode).toBe(429);
    expect((await signIn(PASSWORD, '192.0.2.1', devices[0])).statusCode).toBe(429);
    expect((await signIn(PASSWORD, '192.0.2.2', devices[1])).statusCode).toBe(200);
  }, 60_000);

  it("a password reset forgets the account's devices: a cookie from before takes the public lane", async () => {
    const before = await deviceOf(server.app, STAFF, '192.0.2.10');
    const renewed = 'a brand new passphrase for staff';
    await resetStaffPassword(server.db, STAFF, renewed);
    const after = await login(server.app, { email: STAFF, password: renewed }, { remoteAddress: '192.0.2.10' });
    expect(after.statusCode).toBe(200);
    // The account locked for untrusted browsers: the cookie from before the reset is one of them.
    for (let i = 0; i < 4; i += 1) await signIn(`wrong ${i}`, `198.51.100.${i + 1}`);
    expect((await signIn('wrong 4', '198.51.100.5')).statusCode).toBe(429);
    const stale = await login(
      server.app,
      { email: STAFF, password: renewed },
      { remoteAddress: '192.0.2.10', cookies: { ksei_device: before } },
    );
    expect(stale.statusCode).toBe(429);
  }, 60_000);
});
