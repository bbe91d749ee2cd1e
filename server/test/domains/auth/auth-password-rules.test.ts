/**
 * A new staff password: 15 to 1024 characters counted as a person counts them (code points: an emoji
 * is one), and not one a guesser tries first (zxcvbn's common passwords and patterns, the account's own
 * address and name with a few changes). Through the staff command on its real embedded database, the
 * account functions on PGlite, and the first account's settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runStaffCli, type PasswordInput } from '../../../src/cli/staff.js';
import {
  createStaffAccount,
  listStaffAccounts,
  loadStaffSettings,
  resetStaffPassword,
  StaffAccountError,
} from '../../../src/domains/auth/index.js';
import type { Database } from '../../../src/db/database.js';
import { createMigratedTestPglite } from '../../support/pglite-template.js';
import { MIGRATIONS_DIR } from '../../support/fixtures.js';

const piped = (text: string): PasswordInput => ({
  isTTY: false,
  readAll: async () => text,
  askHidden: () => Promise.reject(new Error('no terminal in this test')),
});

const TOO_EASY =
  'the password is too easy to guess (a common password, a pattern or a word of the account with a few changes); nothing was changed';

/** Fifteen different emoji: 15 characters, 30 UTF-16 units. */
const EMOJI = [...'😀🚀🌋🦊🎻🧩🍉🛶🪁🦉🌵🧲🎲🪐🐙'];

describe('new staff passwords through the staff command', () => {
  let root: string;
  let lines: string[];
  const run = (args: string[], input: PasswordInput) =>
    runStaffCli(args, {
      env: { DATA_DIR: 'data' },
      cwd: root,
      repoRoot: root,
      migrationsDir: MIGRATIONS_DIR,
      out: (line) => lines.push(line),
      input,
    });
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-staff-rules-'));
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses common passwords of 15 characters or more, saying why, and adds nothing', async () => {
    for (const common of ['password123456789', 'indonesia123456', 'qwertyuiopasdfgh', 'Passw0rd!Passw0rd!']) {
      lines = [];
      expect(await run(['add', 'sari@ksei.co.id', '--name', 'Sari', '--scope', 'all'], piped(`${common}\n`))).toBe(2);
      expect(lines).toEqual([TOO_EASY]);
    }
    lines = [];
    expect(await run(['list'], piped(''))).toBe(0);
    expect(lines).toEqual(['No staff account yet.']);
  }, 60_000);

  it('refuses the account’s own name and address with digits added, on add and on reset', async () => {
    const add = ['add', 'budi.santoso@ksei.co.id', '--name', 'Budi Santoso', '--scope', 'all'];
    expect(await run(add, piped('BudiSantoso2026\n'))).toBe(2);
    expect(lines).toEqual([TOO_EASY]);
    lines = [];
    expect(await run(add, piped('kata sandi yang cukup panjang\n'))).toBe(0);
    lines = [];
    expect(await run(['reset', 'budi.santoso@ksei.co.id'], piped('budi.santoso1234\n'))).toBe(2);
    expect(lines).toEqual([TOO_EASY]);
  }, 60_000);
});

describe('new staff passwords and names, counted in characters', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createMigratedTestPglite();
  });
  afterAll(() => db.close());

  const account = (email: string, password: string, name = 'Staff Member') =>
    createStaffAccount(db, { email, name, password, scope: [] });

  it('takes 15 emoji (30 UTF-16 units) and refuses 14 (28 units) as 14 characters', async () => {
    await expect(account('emoji15@ksei.co.id', EMOJI.join(''))).resolves.toMatchObject({ email: 'emoji15@ksei.co.id' });
    await expect(account('emoji14@ksei.co.id', EMOJI.slice(0, 14).join(''))).rejects.toThrow(
      new StaffAccountError('the password must have at least 15 characters (it has 14)'),
    );
  }, 30_000);

  it('takes 1024 emoji (2048 units) as the longest password, refuses 1025', async () => {
    const long = (count: number) => Array.from({ length: count }, (_, index) => EMOJI[index % 15]).join('');
    await expect(account('long1024@ksei.co.id', long(1024))).resolves.toMatchObject({ email: 'long1024@ksei.co.id' });
    await expect(resetStaffPassword(db, 'long1024@ksei.co.id', long(1025))).rejects.toThrow(
      new StaffAccountError('the password must have at most 1024 characters'),
    );
  }, 30_000);

  it('takes a name of 120 emoji (240 units), refuses 121', async () => {
    const name = (count: number) => Array.from({ length: count }, (_, index) => EMOJI[index % 15]).join('');
    await expect(account('name120@ksei.co.id', 'kata sandi yang cukup panjang', name(120))).resolves.toMatchObject({
      email: 'name120@ksei.co.id',
    });
    await expect(account('name121@ksei.co.id', 'kata sandi yang cukup panjang', name(121))).rejects.toThrow(
      new StaffAccountError('the name must have 1 to 120 characters'),
    );
    expect((await listStaffAccounts(db)).map((row) => [...row.name].length)).toContain(120);
  }, 30_000);
});

describe('the first account’s password (STAFF_FIRST_PASSWORD)', () => {
  const first = { STAFF_FIRST_EMAIL: 'admin@ksei.co.id', STAFF_FIRST_NAME: 'Admin KSEI' };

  it('refuses a common one and one made of the account’s name, never showing it', () => {
    for (const password of ['indonesia123456', 'adminksei123456']) {
      let message = '';
      try {
        loadStaffSettings({ ...first, STAFF_FIRST_PASSWORD: password });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        'STAFF_FIRST_PASSWORD is too easy to guess (a common password, a pattern or a word of the account with a few changes); choose a longer passphrase',
      );
    }
  });

  it('counts 15 emoji as 15 characters', () => {
    expect(loadStaffSettings({ ...first, STAFF_FIRST_PASSWORD: EMOJI.join('') }).firstAccount?.password).toBe(
      EMOJI.join(''),
    );
  });
});
