/**
 * When every hashing thread is busy and the queue behind them is full, a request that needs a slow
 * hash is refused at once with 503, `Retry-After` and a sentence in the request's language, instead
 * of waiting in a queue without bound. The pool is filled with real hashes of its own kind.
 */
import { randomBytes } from 'node:crypto';
import { hashPool } from '../../../src/domains/hashing/pool.js';
import { addStaff, login, PASSWORD, startAuthServer, type AuthServer } from '../../support/auth-server.js';
import { CAPTCHA } from '../../support/forms-requests.js';
import { captchaToken, json, post, useFormsServer } from '../../support/forms-server.js';

/** The receipts' own scrypt cost: nine of them keep the pool full for seconds while a test asks. */
const SLOW = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Every thread busy and every queue place taken; resolves once all of them have finished. */
function fillThePool(): Promise<unknown> {
  const pool = hashPool();
  const room = pool.options.threads + pool.options.maxQueue - pool.inFlight;
  return Promise.all(Array.from({ length: room }, () => pool.scrypt('filler', randomBytes(16), 32, SLOW)));
}

const WORDS = {
  id: 'Server sedang sibuk. Data Anda belum diproses; tunggu sebentar, lalu kirim lagi.',
  en: 'The server is busy. Nothing you sent was processed; please wait a moment, then send it again.',
};

function expectBusy(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  locale: 'id' | 'en',
) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(response.body)).toEqual({ error: { code: 'unavailable', message: WORDS[locale] } });
}

describe('a full hashing queue on the receipt status route', () => {
  const server = useFormsServer();

  it.each(['id', 'en'] as const)('answers 503 with Retry-After and the %s sentence', async (locale) => {
    const token = await captchaToken(server());
    const filled = fillThePool();
    try {
      const response = await post(
        server(),
        '/api/forms/whistleblowing/status',
        json({ receipt: '1234-5678-9012-3456', locale, [CAPTCHA]: token }),
      );
      expectBusy(response, locale);
    } finally {
      await filled;
    }
  });
});

describe('a full hashing queue on staff sign-in', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(undefined);
    await addStaff(server.db, 'staf@ksei.co.id');
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After and the English sentence, then signs in once the queue has room', async () => {
    const locale = 'en';
    const filled = fillThePool();
    try {
      const response = await login(server.app, { email: 'staf@ksei.co.id', password: PASSWORD, locale });
      expectBusy(response, locale);
    } finally {
      await filled;
    }
    expect((await login(server.app, { email: 'staf@ksei.co.id', password: PASSWORD, locale })).statusCode).toBe(200);
  });
});
