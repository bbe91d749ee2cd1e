/**
 * A device cookie one server set is trusted by every server on the same database that is configured
 * with the same secret (FORMS_RECEIPT_PEPPER): nothing of it lives in one process. A server with
 * another secret treats it as no cookie. Three apps as the site builds them, one database.
 */
import type { Database } from '../../../src/db/database.js';
import { addStaff, login, NO_RATE_LIMIT, PASSWORD } from '../../support/auth-server.js';
import { deviceCookieSet } from '../../support/device-lane.js';
import { startTestServer, type TestServer } from '../../support/fixtures.js';
import { createMigratedTestPglite } from '../../support/pglite-template.js';

const STAFF = 'staf@ksei.co.id';
const PEPPER = Buffer.alloc(32, 3).toString('base64');
const OTHER_PEPPER = Buffer.alloc(32, 4).toString('base64');

describe('a device cookie across servers', () => {
  let db: Database;
  const servers: TestServer[] = [];
  /** An app on the shared database; only the last one closed closes the database. */
  const serverWith = async (pepper: string) => {
    const shared: Database = { ...db, close: async () => undefined };
    const server = await startTestServer({
      database: async () => shared,
      env: { FORMS: 'off', FORMS_RECEIPT_PEPPER: pepper },
      build: { rateLimits: { policies: NO_RATE_LIMIT } },
    });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    db = await createMigratedTestPglite();
    await addStaff(db, STAFF);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db.close();
  });

  it('is trusted by another server with the same secret, not by one with another secret', async () => {
    const first = await serverWith(PEPPER);
    const second = await serverWith(PEPPER);
    const other = await serverWith(OTHER_PEPPER);
    const signedIn = await login(first.app, { email: STAFF, password: PASSWORD }, { remoteAddress: '192.0.2.10' });
    const device = deviceCookieSet(signedIn);
    expect(signedIn.statusCode).toBe(200);
    // The account locked for untrusted browsers by wrong passwords on the second server.
    for (let i = 0; i < 4; i += 1) {
      await login(second.app, { email: STAFF, password: `wrong ${i}` }, { remoteAddress: `198.51.100.${i + 1}` });
    }
    const fifth = await login(second.app, { email: STAFF, password: 'wrong 4' }, { remoteAddress: '198.51.100.5' });
    expect(fifth.statusCode).toBe(429);
    const withCookie = { remoteAddress: '192.0.2.10', cookies: { ksei_device: device ?? '' } };
    expect((await login(other.app, { email: STAFF, password: PASSWORD }, withCookie)).statusCode).toBe(429);
    expect((await login(second.app, { email: STAFF, password: PASSWORD }, withCookie)).statusCode).toBe(200);
  }, 60_000);
});
