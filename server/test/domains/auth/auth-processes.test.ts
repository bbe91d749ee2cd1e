/**
 * Sessions live in the database, not in a process: a sign-out, a disabled account or a lockout seen
 * through one server is seen at once through every other on the same database. On PGlite: two apps on
 * one database. On PostgreSQL (TEST_DATABASE_URL): the real server as a second process beside an app
 * in this one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import type { Database } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { createPostgresDatabase } from '../../../src/db/postgres.js';
import { disableStaffAccount } from '../../../src/domains/auth/index.js';
import { addStaff, bearer, PASSWORD } from '../../support/auth-server.js';
import { createFixtureDirs, MIGRATIONS_DIR } from '../../support/fixtures.js';
import {
  compileServer,
  runServer,
  type CompiledServer,
  type ServerProcess,
} from '../../support/forms-server-process.js';
import { createMigratedTestPglite } from '../../support/pglite-template.js';

/** One server as the test reaches it: sign in, ask who, sign out. */
interface Reach {
  login(email: string, password: string): Promise<{ status: number; token?: string }>;
  user(token: string): Promise<number>;
  logout(token: string): Promise<number>;
}

function injected(app: FastifyInstance): Reach {
  return {
    async login(email, password) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      return { status: response.statusCode, token: (response.json() as { token?: string }).token };
    },
    async user(token) {
      return (await app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode;
    },
    async logout(token) {
      return (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode;
    },
  };
}

function overHttp(port: number): Reach {
  const base = `http://127.0.0.1:${port}`;
  return {
    async login(email, password) {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return { status: response.status, token: ((await response.json()) as { token?: string }).token };
    },
    async user(token) {
      return (await fetch(`${base}/api/auth/user`, { headers: bearer(token) })).status;
    },
    async logout(token) {
      return (await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: bearer(token) })).status;
    },
  };
}

/** The behaviours, whatever the two servers are. */
function sharedSessionChecks(servers: () => { one: Reach; other: Reach; db: Database }): void {
  it('a sign-out through one server ends the session on the other at once', async () => {
    const { one, other } = servers();
    const { token } = await one.login('rina@ksei.co.id', PASSWORD);
    if (token === undefined) throw new Error('no token');
    expect(await other.user(token)).toBe(200);
    expect(await other.logout(token)).toBe(204);
    expect(await one.user(token)).toBe(401);
    expect(await other.user(token)).toBe(401);
  });

  it('a session signed in on the other ends when the first signs it out', async () => {
    const { one, other } = servers();
    const { token } = await other.login('rina@ksei.co.id', PASSWORD);
    if (token === undefined) throw new Error('no token');
    expect(await one.user(token)).toBe(200);
    expect(await one.logout(token)).toBe(204);
    expect(await other.user(token)).toBe(401);
  });

  it('failures through both servers add up to one lockout', async () => {
    const { one, other } = servers();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await (index % 2 === 0 ? one : other).login('nobody@ksei.co.id', 'wrong guess')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await one.login('nobody@ksei.co.id', 'wrong guess')).status).toBe(429);
  });

  it('disabling the account ends its sessions on every server', async () => {
    const { one, other, db } = servers();
    const { token } = await one.login('tono@ksei.co.id', PASSWORD);
    if (token === undefined) throw new Error('no token');
    expect(await other.user(token)).toBe(200);
    await disableStaffAccount(db, 'tono@ksei.co.id');
    expect(await one.user(token)).toBe(401);
    expect(await other.user(token)).toBe(401);
  });
}

async function buildOn(db: Database, dirs: ReturnType<typeof createFixtureDirs>): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      SHELL_DIST: dirs.shellDist,
      RELEASES_DIR: dirs.releasesDir,
      DATA_DIR: path.join(dirs.root, 'data'),
      FORMS: 'off',
    },
    dirs.root,
  );
  const app = await buildApp(config, db, { logger: false, serverRendering: false });
  await app.ready();
  return app;
}

describe('sessions across servers [pglite: two apps on one database]', () => {
  let db: Database;
  let dirs: ReturnType<typeof createFixtureDirs>;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createMigratedTestPglite();
    dirs = createFixtureDirs();
    apps.push(await buildOn(db, dirs), await buildOn(db, dirs));
    await addStaff(db, 'rina@ksei.co.id');
    await addStaff(db, 'tono@ksei.co.id');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    fs.rmSync(dirs.root, { recursive: true, force: true });
  });
  sharedSessionChecks(() => ({
    one: injected(apps[0] as FastifyInstance),
    other: injected(apps[1] as FastifyInstance),
    db,
  }));
});

const adminUrl = process.env['TEST_DATABASE_URL'];
if (adminUrl) {
  describe('sessions across servers [postgres: a second server process]', () => {
    const name = `ksei_test_auth_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let db: Database;
    let dirs: ReturnType<typeof createFixtureDirs>;
    let app: FastifyInstance;
    let compiled: CompiledServer;
    let child: ServerProcess;
    let port = 0;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      db = await createPostgresDatabase(url.toString());
      await migrate(db, MIGRATIONS_DIR);
      await addStaff(db, 'rina@ksei.co.id');
      await addStaff(db, 'tono@ksei.co.id');
      dirs = createFixtureDirs();
      app = await buildOn(db, dirs);
      compiled = compileServer();
      child = runServer(compiled.entry, {
        ...process.env,
        NODE_ENV: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(dirs.root, 'process-data'),
        SHELL_DIST: dirs.shellDist,
        RELEASES_DIR: dirs.releasesDir,
        FORMS: 'off',
        LOG_LEVEL: 'warn',
      });
      port = await child.ready;
    }, 180_000);

    afterAll(async () => {
      if (child.child.exitCode === null && child.child.signalCode === null) {
        child.child.kill('SIGTERM');
        await child.exited;
      }
      compiled.remove();
      await app.close();
      await db.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dirs.root, { recursive: true, force: true });
    });

    sharedSessionChecks(() => ({ one: injected(app), other: overHttp(port), db }));
  });
}
