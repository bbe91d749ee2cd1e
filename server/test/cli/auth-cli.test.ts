/**
 * The staff command (`npm run staff -- …`) end to end on the server's own embedded database under
 * DATA_DIR: accounts added, disabled, enabled, given a new password and new scopes, listed; a password
 * never taken from the command line; refused while a server holds the folder; every change audited.
 * Last, the built entry as its own process with the password piped in.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runStaffCli, USAGE, type PasswordInput } from '../../src/cli/staff.js';
import { createDatabase } from '../../src/db/create-database.js';
import type { Database } from '../../src/db/database.js';
import { createStaffAuth } from '../../src/domains/auth/index.js';
import { prepareDataDir } from '../../src/startup/prepare.js';
import { MIGRATIONS_DIR } from '../support/fixtures.js';
import { compileServer } from '../support/forms-server-process.js';

const FIRST = 'a long passphrase for rina';
const SECOND = 'another long passphrase 2026';

/** Standard input as a pipe holding `text`; a terminal is never asked. */
const piped = (text: string): PasswordInput => ({
  isTTY: false,
  readAll: async () => text,
  askHidden: () => Promise.reject(new Error('no terminal in this test')),
});

describe('the staff command', () => {
  let root: string;
  let lines: string[];
  const run = (args: string[], input: PasswordInput = piped('')) =>
    runStaffCli(args, {
      env: { DATA_DIR: 'data' },
      cwd: root,
      repoRoot: root,
      migrationsDir: MIGRATIONS_DIR,
      out: (line) => lines.push(line),
      input,
    });

  /** Opens the folder's database as the server would (the command has released it), runs `work`, closes it. */
  async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const dataDir = prepareDataDir(path.join(root, 'data'), { embeddedDatabase: true });
    const db = await createDatabase({ databaseUrl: undefined, dataDir: dataDir.dataDir, pgliteDir: dataDir.pgliteDir });
    try {
      return await work(db);
    } finally {
      await db.close();
      dataDir.release();
    }
  }
  const signIn = (email: string, password: string) =>
    withDatabase(async (db) =>
      createStaffAuth(db, { idleMinutes: 30, absoluteHours: 12 }).login({ email, password, client: '127.0.0.1' }),
    );

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-staff-'));
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('adds an account with the password piped in (first line only), and it signs in', async () => {
    expect(
      await run(
        ['add', 'Rina@KSEI.co.id', '--name', 'Rina Wijaya', '--scope', 'reports:read,reports:handle'],
        piped(`${FIRST}\n`),
      ),
    ).toBe(0);
    expect(lines).toEqual(['Added rina@ksei.co.id (reports:read, reports:handle)']);
    expect((await signIn('rina@ksei.co.id', FIRST)).ok).toBe(true);
    expect((await signIn('rina@ksei.co.id', `${FIRST}\n`)).ok).toBe(false);
  }, 60_000);

  it('never takes a password from the command line, and refuses a short one, changing nothing', async () => {
    expect(await run(['add', 'x@ksei.co.id', '--name', 'X', '--scope', 'all', '--password', FIRST])).toBe(2);
    expect(lines[0]).toMatch(/^A password is never taken from the command line/);
    expect(await run(['add', 'x@ksei.co.id', '--name', 'X', '--scope', 'all', `--password=${FIRST}`])).toBe(2);
    lines = [];
    expect(await run(['add', 'x@ksei.co.id', '--name', 'X', '--scope', 'all'], piped('fourteen chars\n'))).toBe(2);
    expect(lines).toEqual(['the password must have at least 15 characters (it has 14); nothing was changed']);
    lines = [];
    expect(await run(['add', 'x@ksei.co.id', '--name', 'X', '--scope', 'reports:delete'], piped(`${FIRST}\n`))).toBe(1);
    expect(lines).toEqual([
      'unknown scope reports:delete; the scopes are messages:read, reports:read, reports:handle, publication:edit, ' +
        'publication:publish, regulations:edit, regulations:publish, careers:edit, careers:publish, about:edit, ' +
        'about:publish, service-support:edit, service-support:publish, publishing:emergency',
    ]);
    lines = [];
    expect(await run(['add', 'rina@ksei.co.id', '--name', 'Again', '--scope', 'all'], piped(`${FIRST}\n`))).toBe(1);
    expect(lines).toEqual(['a staff account for rina@ksei.co.id exists already']);
    lines = [];
    expect(await run(['list'])).toBe(0);
    expect(lines).toHaveLength(1);
  }, 60_000);

  it('disables (sign-in refused, sessions ended), enables, resets from a file and sets scopes', async () => {
    const session = await withDatabase(async (db) => {
      const auth = createStaffAuth(db, { idleMinutes: 30, absoluteHours: 12 });
      const result = await auth.login({ email: 'rina@ksei.co.id', password: FIRST, client: '127.0.0.1' });
      return result.ok ? result.token : '';
    });
    const valid = (token: string) =>
      withDatabase(
        async (db) => (await createStaffAuth(db, { idleMinutes: 30, absoluteHours: 12 }).authenticate(token)) !== null,
      );
    // The clock of these checks is the real one: the session is minutes old at most.
    expect(await valid(session)).toBe(true);

    expect(await run(['disable', 'rina@ksei.co.id'])).toBe(0);
    expect(await valid(session)).toBe(false);
    expect((await signIn('rina@ksei.co.id', FIRST)).ok).toBe(false);
    expect(await run(['enable', 'rina@ksei.co.id'])).toBe(0);
    expect((await signIn('rina@ksei.co.id', FIRST)).ok).toBe(true);

    fs.writeFileSync(path.join(root, 'new-password.txt'), `${SECOND}\n`);
    expect(await run(['reset', 'rina@ksei.co.id', '--password-file', 'new-password.txt'])).toBe(0);
    expect((await signIn('rina@ksei.co.id', FIRST)).ok).toBe(false);
    expect((await signIn('rina@ksei.co.id', SECOND)).ok).toBe(true);

    expect(await run(['scopes', 'rina@ksei.co.id', 'messages:read'])).toBe(0);
    expect(await run(['reset', 'nobody@ksei.co.id'], piped(`${SECOND}\n`))).toBe(1);
    expect(lines).toEqual([
      'Disabled rina@ksei.co.id; its sessions have ended',
      'Enabled rina@ksei.co.id',
      'New password for rina@ksei.co.id; its sessions have ended',
      'Scopes of rina@ksei.co.id: messages:read',
      'no staff account for nobody@ksei.co.id',
    ]);
  }, 120_000);

  it('lists every account with its scopes, state and last sign-in', async () => {
    expect(await run(['add', 'ayu@ksei.co.id', '--name', 'Ayu', '--scope', 'none'], piped(`${FIRST}\n`))).toBe(0);
    expect(await run(['disable', 'ayu@ksei.co.id'])).toBe(0);
    lines = [];
    expect(await run(['list'])).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('ayu@ksei.co.id\tAyu\tno scope\tdisabled\tnever signed in');
    expect(lines[1]).toMatch(
      /^rina@ksei\.co\.id\tRina Wijaya\tmessages:read\tactive\tlast sign-in \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB$/,
    );
  }, 60_000);

  it('writes each change to the audit log, from no client', async () => {
    const rows = await withDatabase((db) =>
      db.query<{ event: string; email: string; client: string | null }>(
        "select event, email, client from auth_audit where event not in ('sign_in', 'failure') order by id",
      ),
    );
    expect(rows).toEqual(
      [
        ['account_added', 'rina@ksei.co.id'],
        ['account_disabled', 'rina@ksei.co.id'],
        ['account_enabled', 'rina@ksei.co.id'],
        ['password_reset', 'rina@ksei.co.id'],
        ['scope_changed', 'rina@ksei.co.id'],
        ['account_added', 'ayu@ksei.co.id'],
        ['account_disabled', 'ayu@ksei.co.id'],
      ].map(([event, email]) => ({ event, email, client: null })),
    );
  }, 60_000);

  it('refuses to open DATA_DIR while a server holds it', async () => {
    const held = prepareDataDir(path.join(root, 'data'), { embeddedDatabase: true });
    try {
      await expect(run(['list'])).rejects.toThrow(/is in use by process \d+/);
    } finally {
      held.release();
    }
  });

  it('explains its usage without a command or with an unknown one', async () => {
    expect(await run([])).toBe(2);
    expect(await run(['remove', 'rina@ksei.co.id'])).toBe(2);
    expect(lines).toEqual([USAGE, USAGE]);
  });
});

const adminUrl = process.env['TEST_DATABASE_URL'];
if (adminUrl) {
  describe('the staff command on PostgreSQL (DATABASE_URL)', () => {
    const name = `ksei_test_staff_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let root: string;
    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-staff-pg-'));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    });
    afterAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('adds and lists on the database, taking no DATA_DIR lock', async () => {
      const lines: string[] = [];
      const run = (args: string[], input: PasswordInput = piped('')) =>
        runStaffCli(args, {
          env: { DATABASE_URL: url.toString(), DATA_DIR: 'data' },
          cwd: root,
          repoRoot: root,
          migrationsDir: MIGRATIONS_DIR,
          out: (line) => lines.push(line),
          input,
        });
      // A server on the same database holds no lock: several processes share PostgreSQL.
      const held = prepareDataDir(path.join(root, 'data'), { embeddedDatabase: false });
      try {
        expect(
          await run(['add', 'pg@ksei.co.id', '--name', 'PG', '--scope', 'reports:read'], piped(`${FIRST}\n`)),
        ).toBe(0);
        expect(await run(['list'])).toBe(0);
      } finally {
        held.release();
      }
      expect(lines).toEqual([
        'Added pg@ksei.co.id (reports:read)',
        'pg@ksei.co.id\tPG\treports:read\tactive\tnever signed in',
      ]);
    }, 60_000);
  });
}

describe('the staff command as its own process', () => {
  let compiled: ReturnType<typeof compileServer>;
  let root: string;
  beforeAll(() => {
    compiled = compileServer();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-staff-process-'));
  });
  afterAll(() => {
    compiled.remove();
    fs.rmSync(root, { recursive: true, force: true });
  });

  function staff(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const entry = path.join(path.dirname(compiled.entry), 'staff.js');
    const child = spawn(process.execPath, [entry, ...args], {
      env: { ...process.env, NODE_ENV: '', DATA_DIR: path.join(root, 'data'), DATABASE_URL: '', INIT_CWD: root },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(stdin);
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  }

  it('adds from a piped password and lists the account', async () => {
    const added = await staff(['add', 'admin@ksei.co.id', '--name', 'Admin', '--scope', 'all'], `${FIRST}\n`);
    expect(added).toMatchObject({
      code: 0,
      stdout:
        'Added admin@ksei.co.id (messages:read, reports:read, reports:handle, publication:edit, publication:publish, ' +
        'regulations:edit, regulations:publish, careers:edit, careers:publish, about:edit, about:publish, ' +
        'service-support:edit, service-support:publish, publishing:emergency)\n',
    });
    expect(added.stderr).not.toContain(FIRST);
    const listed = await staff(['list'], '');
    expect(listed).toMatchObject({
      code: 0,
      stdout:
        'admin@ksei.co.id\tAdmin\tmessages:read,reports:read,reports:handle,publication:edit,publication:publish,' +
        'regulations:edit,regulations:publish,careers:edit,careers:publish,about:edit,about:publish,' +
        'service-support:edit,service-support:publish,publishing:emergency\tactive\tnever signed in\n',
    });
  }, 120_000);
});
