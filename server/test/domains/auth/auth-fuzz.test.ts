/**
 * The sign-in body as an attacker sends it: every shape of value in each field (wrong types, NUL
 * bytes, hostile strings, lengths at and past the limits, prototype keys), broken and oversized JSON,
 * other media types, a hostile Authorization header on the session calls. No answer is a 5xx, none
 * carries a database or framework message, none signs anybody in, and the server keeps serving.
 */
import { LOGIN_LIMITS } from '@ksei/shared/node';
import type { InjectOptions } from 'fastify';
import { addStaff, PASSWORD, startAuthServer, type AuthServer } from '../../support/auth-server.js';

const LEAKS =
  /invalid byte sequence|syntax error|violates|relation "|column "|SQLSTATE|FST_|\bat .+\.js:\d+|stack|argon/i;

const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  Number.POSITIVE_INFINITY,
  2 ** 53 + 2,
  [],
  ['a@b.c'],
  {},
  { $ne: null },
  '',
  ' ',
  '\u0000',
  'a\u0000b@ksei.co.id',
  "' or 1=1 --",
  'staff@ksei.co.id\r\nBcc: x@evil.example',
  '%00',
  '\uD800',
  '😀'.repeat(300),
  'é'.repeat(LOGIN_LIMITS.emailMaxLength),
  'x'.repeat(LOGIN_LIMITS.emailMaxLength + 1),
  'x'.repeat(LOGIN_LIMITS.passwordMaxLength),
  'x'.repeat(LOGIN_LIMITS.passwordMaxLength + 1),
  'x'.repeat(100_000),
];

describe('fuzz: the sign-in body', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(undefined);
    await addStaff(server.db, 'fuzz@ksei.co.id');
    await addStaff(server.db, 'after@ksei.co.id');
  });
  afterAll(() => server.close());

  function tries(): InjectOptions[] {
    const list: InjectOptions[] = [];
    const post = (payload: string, contentType = 'application/json'): InjectOptions => ({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType },
      // Each its own client, so the per-client lockout does not end the run early.
      remoteAddress: `10.0.${Math.floor(list.length / 250)}.${list.length % 250}`,
    });
    for (const value of VALUES) {
      list.push(post(JSON.stringify({ email: value, password: PASSWORD })));
      list.push(post(JSON.stringify({ email: 'fuzz@ksei.co.id', password: value })));
      list.push(post(JSON.stringify({ email: 'fuzz@ksei.co.id', password: 'wrong', locale: value })));
      list.push(post(JSON.stringify(value)));
    }
    for (const raw of [
      '',
      '{',
      '{"email":',
      'null',
      '"x"',
      '[]',
      '{"__proto__":{"admin":true},"email":"fuzz@ksei.co.id","password":"x"}',
      '{"constructor":{"prototype":{"x":1}},"email":"fuzz@ksei.co.id","password":"x"}',
      '{"email":"fuzz@ksei.co.id","email":"other@ksei.co.id","password":"x"}',
      `{"email":"${'a'.repeat(20_000)}","password":"x"}`,
      `{"email":"a@b.c","password":"${'p'.repeat(20_000)}"}`,
    ]) {
      list.push(post(raw));
    }
    list.push(post('email=fuzz%40ksei.co.id&password=x', 'application/x-www-form-urlencoded'));
    list.push(post('email=fuzz@ksei.co.id', 'text/plain'));
    list.push(post('{"email":"fuzz@ksei.co.id","password":"x"}', 'application/json; charset=utf-16'));
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Basic Zm9vOmJhcg==',
      `Bearer ${'A'.repeat(10_000)}`,
      'Bearer \u0000',
      'bearer a b',
    ]) {
      list.push({ method: 'GET', url: '/api/auth/user', headers: { authorization } });
      list.push({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    }
    return list;
  }

  it('answers every bad body with a 4xx, no internal message, nobody signed in', async () => {
    const all = tries();
    const failures: string[] = [];
    for (const options of all) {
      const response = await server.app.inject(options);
      const bad =
        response.statusCode >= 500 ||
        (response.statusCode >= 400 && LEAKS.test(response.body)) ||
        (response.statusCode < 400 && options.url === '/api/auth/login') ||
        response.headers['cache-control'] !== 'no-store';
      if (bad)
        failures.push(
          `${options.method} ${String(options.url)} ${String(options.payload).slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    console.info(`auth fuzz: ${all.length} tries, ${failures.length} failures`);
    expect(all.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    expect(await server.db.query('select 1 from staff_sessions')).toEqual([]);
    // Still serving: another account signs in (fuzz@ is locked out by the wrong passwords, as it should be).
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'after@ksei.co.id', password: PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(ok.statusCode).toBe(200);
  }, 120_000);
});
