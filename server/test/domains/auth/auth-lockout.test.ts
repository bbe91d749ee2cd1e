/**
 * The sign-in throttle of the contract (LOGIN_THROTTLE: 5 failures per address as typed, 30 per
 * client, in 15 minutes; locked for 15 minutes), counted in the database: an unknown address is
 * answered exactly like a known one, before and during its lockout; the 429 says when to retry
 * (`Retry-After`, `retryAt`, and Jakarta time in words). Expected values are the contract's numbers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describeEachEngine } from '../../support/engines.js';
import { addStaff, auditEvents, login, PASSWORD, startAuthServer, type AuthServer } from '../../support/auth-server.js';

const MINUTE = 60_000;

/** What a client sees of an answer: status, the headers that vary by outcome, the body. */
function seen(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    cacheControl: response.headers['cache-control'],
    body: response.json() as unknown,
  };
}

describeEachEngine('sign-in lockout', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
    await addStaff(server.db, 'dewi@ksei.co.id');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.setClock(new Date('2026-03-02T03:00:00.000Z'));
    await server.db.query('delete from auth_failures');
  });

  const attempt = (email: string, password: string, client: string, locale?: string) =>
    login(server.app, { email, password, ...(locale ? { locale } : {}) }, { remoteAddress: client });

  it('locks an address at its 5th failure for 15 minutes, the same for a known and an unknown one', async () => {
    const known: ReturnType<typeof seen>[] = [];
    const unknown: ReturnType<typeof seen>[] = [];
    for (let index = 0; index < 6; index += 1) {
      known.push(seen(await attempt('dewi@ksei.co.id', 'wrong guess number one', '192.0.2.1', 'en')));
      unknown.push(seen(await attempt('nobody@ksei.co.id', 'wrong guess number one', '192.0.2.2', 'en')));
    }
    expect(unknown).toEqual(known);
    const refused = {
      status: 401,
      retryAfter: undefined,
      cacheControl: 'no-store',
      body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } },
    };
    const locked = {
      status: 429,
      retryAfter: '900',
      cacheControl: 'no-store',
      body: {
        error: {
          code: 'too_many_requests',
          // 03:15 UTC is 10:15 in Jakarta.
          message: 'Too many sign-in attempts. Try again after 10:15 WIB.',
          retryAt: '2026-03-02T03:15:00.000Z',
        },
      },
    };
    expect(known).toEqual([refused, refused, refused, refused, locked, locked]);
  });

  it('refuses the right password during the lockout, in Indonesian by default, and lets it in once the lockout ends', async () => {
    for (let index = 0; index < 5; index += 1) await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.3');
    server.advance(5 * MINUTE);
    const during = await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.3');
    expect(seen(during)).toMatchObject({
      status: 429,
      retryAfter: '600',
      body: {
        error: {
          message: 'Terlalu banyak percobaan masuk. Coba lagi setelah pukul 10:15 WIB.',
          retryAt: '2026-03-02T03:15:00.000Z',
        },
      },
    });
    server.advance(10 * MINUTE - 1000);
    expect((await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.3')).statusCode).toBe(429);
    server.advance(1000);
    expect((await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.3')).statusCode).toBe(200);
  });

  it('counts failures within 15 minutes only: four, a pause of 15 minutes, four more is no lockout', async () => {
    for (let index = 0; index < 4; index += 1) await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.4');
    server.advance(15 * MINUTE);
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.4')).statusCode).toBe(401);
    }
    expect((await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.4')).statusCode).toBe(429);
  });

  it('a success clears the address’s count: four failures, a sign-in, four failures is no lockout', async () => {
    for (let index = 0; index < 4; index += 1) await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.5');
    expect((await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.5')).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt('dewi@ksei.co.id', 'wrong guess', '192.0.2.5')).statusCode).toBe(401);
    }
  });

  it('locks a client at its 30th failure over many addresses, for every address, and not another client', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      answers.push((await attempt(`guess${index}@ksei.co.id`, 'wrong guess', '192.0.2.9')).statusCode);
    }
    expect(answers).toEqual([...Array<number>(29).fill(401), 429]);
    // The client is locked whichever address it types, even a real one with its password.
    const fresh = await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.9', 'en');
    expect(seen(fresh)).toMatchObject({
      status: 429,
      body: { error: { message: 'Too many sign-in attempts. Try again after 10:15 WIB.' } },
    });
    // Another client signs in with that same account.
    expect((await attempt('dewi@ksei.co.id', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('writes the failures, the lockout and the refusals during it to the audit log', async () => {
    await server.db.query('delete from auth_audit');
    for (let index = 0; index < 6; index += 1) await attempt('Nobody@KSEI.co.id', 'wrong guess', '192.0.2.20');
    const events = await auditEvents(server.db);
    // Whoever fails is unknown: one keyed hash of their address for all six, never the address.
    const key = events[0]?.client;
    expect(key).toMatch(/^key:[\w-]{16,}$/);
    expect(events).toEqual([
      ...Array.from({ length: 4 }, () => ({ event: 'failure', email: 'nobody@ksei.co.id', client: key })),
      { event: 'lockout', email: 'nobody@ksei.co.id', client: key },
      { event: 'locked_out', email: 'nobody@ksei.co.id', client: key },
    ]);
    expect(JSON.stringify(await server.db.query('select * from auth_audit'))).not.toContain('192.0.2.20');
  });

  it('counts failures arriving at once without losing one: 12 in parallel, 4 refused, 8 locked, one lockout', async () => {
    await server.db.query('delete from auth_audit');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => attempt('dewi@ksei.co.id', 'wrong guess', `192.0.2.${100 + index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(4).fill(401), ...Array<number>(8).fill(429)]);
    const events = (await auditEvents(server.db)).map((entry) => entry.event);
    expect(events.filter((event) => event === 'lockout')).toHaveLength(1);
    const [row] = await server.db.query<{ failures: number }>(
      "select failures from auth_failures where key = 'email:dewi@ksei.co.id'",
    );
    // Every failure that got past the lockout check was counted once.
    expect(row?.failures).toBe(events.filter((event) => event === 'failure' || event === 'lockout').length);
  });
});

describe('the login rate limit', () => {
  let server: AuthServer;
  beforeAll(async () => {
    // The default policies: the per-second limit in front of the database's throttle.
    server = await startAuthServer(undefined, { rateLimits: {} });
  });
  afterAll(() => server.close());

  it('answers the 11th sign-in within a second from one address with 429 and Retry-After, before the database', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await login(
        server.app,
        { email: `x${index}@ksei.co.id`, password: 'p' },
        { remoteAddress: '192.0.2.50' },
      );
      statuses.push(response.statusCode);
      if (index === 10) {
        // 0.5 a second: a token is free again within 2 s of the burst (less as the sign-ins took time).
        expect(response.headers['retry-after']).toMatch(/^[12]$/);
        expect((response.json() as { error: Record<string, unknown> }).error.retryAt).toBeUndefined();
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await auditEvents(server.db)).length).toBe(10);
  });
});
