import fs from 'node:fs/promises';
import path from 'node:path';
import { jakartaClock, STAFF_SCOPES, type StaffScope } from '@ksei/shared/node';
import type { Database } from '../db/database.js';
import {
  checkScopes,
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  listStaffAccounts,
  passwordProblem,
  resetStaffPassword,
  setStaffScopes,
  StaffAccountError,
} from '../domains/auth/index.js';
import { withCommandDatabase, type CommandDatabaseOptions } from './command-database.js';

export const USAGE = [
  'Usage: npm run staff -- <command> …',
  '  add <email> --name "<name>" --scope <scopes> [--password-file <file>]   a new staff account',
  '  disable <email>                                                        no sign-in; its sessions end at once',
  '  enable <email>',
  '  reset <email> [--password-file <file>]                                 a new password; its sessions end',
  '  scopes <email> <scopes>                                                replaces its scopes',
  '  list                                                                   every account and its last sign-in',
  `Scopes: comma-separated among ${STAFF_SCOPES.join(', ')}, or "all", or "none".`,
  'A password is read from --password-file, else from standard input when it is no terminal, else asked',
  'twice without echo; never from the command line. At least 15 characters.',
  "The database is the server's (DATABASE_URL, or PGlite under DATA_DIR while the server is stopped).",
].join('\n');

/** What the command reads a password from when no file is named. */
export interface PasswordInput {
  /** Whether a person types at a terminal (then asked twice, without echo). */
  readonly isTTY: boolean;
  /** Everything piped in (a password on its first line). */
  readAll(): Promise<string>;
  /** Asks at the terminal without showing what is typed. */
  askHidden(prompt: string): Promise<string>;
}

export interface StaffCliOptions extends CommandDatabaseOptions {
  readonly out: (line: string) => void;
  readonly input: PasswordInput;
}

/** A mistake of the operator's: its message is shown as it is, with exit code 2. */
class UsageError extends Error {}

interface Parsed {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, string>;
}

const COMMANDS: readonly string[] = ['add', 'disable', 'enable', 'reset', 'scopes', 'list'];
const FLAGS_WITH_VALUE = new Set(['--name', '--scope', '--password-file']);

function parseArgs(args: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--password' || arg.startsWith('--password=')) {
      throw new UsageError(
        'A password is never taken from the command line (shell history, the process list): use --password-file, a pipe or the prompt',
      );
    }
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (name !== undefined && FLAGS_WITH_VALUE.has(name)) {
      const value = inline ?? args[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      flags.set(name, value);
    } else if (arg.startsWith('--')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { command: positional[0], positional: positional.slice(1), flags };
}

function scopesOf(text: string): StaffScope[] {
  if (text === 'all') return [...STAFF_SCOPES];
  if (text === 'none') return [];
  return checkScopes(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  );
}

/** The first line of what was piped or read from a file (a trailing line break is no part of it). */
function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
}

/** The new password, checked against the rules and the account's own words (`related`: address, name). */
async function readPassword(
  flags: ReadonlyMap<string, string>,
  options: StaffCliOptions,
  related: readonly string[],
): Promise<string> {
  const file = flags.get('--password-file');
  let password: string;
  if (file !== undefined) {
    password = firstLine(await fs.readFile(path.resolve(options.cwd, file), 'utf8'));
  } else if (!options.input.isTTY) {
    password = firstLine(await options.input.readAll());
  } else {
    password = await options.input.askHidden('New password: ');
    const again = await options.input.askHidden('The same password again: ');
    if (again !== password) throw new UsageError('the two passwords differ; nothing was changed');
  }
  const problem = passwordProblem(password, related);
  if (problem !== undefined) throw new UsageError(`the password ${problem}; nothing was changed`);
  return password;
}

function one(parsed: Parsed, count: number): readonly string[] {
  if (parsed.positional.length !== count) throw new UsageError(USAGE);
  return parsed.positional;
}

async function run(db: Database, parsed: Parsed, options: StaffCliOptions): Promise<void> {
  const { flags } = parsed;
  switch (parsed.command) {
    case 'add': {
      const [email = ''] = one(parsed, 1);
      const name = flags.get('--name');
      const scope = flags.get('--scope');
      if (name === undefined || scope === undefined) throw new UsageError('add needs --name and --scope');
      const scopes = scopesOf(scope);
      const password = await readPassword(flags, options, [email, name]);
      const added = await createStaffAccount(db, { email, name, password, scope: scopes });
      options.out(`Added ${added.email} (${scopes.join(', ') || 'no scope'})`);
      return;
    }
    case 'disable': {
      const [email = ''] = one(parsed, 1);
      await disableStaffAccount(db, email);
      options.out(`Disabled ${email.toLowerCase()}; its sessions have ended`);
      return;
    }
    case 'enable': {
      const [email = ''] = one(parsed, 1);
      await enableStaffAccount(db, email);
      options.out(`Enabled ${email.toLowerCase()}`);
      return;
    }
    case 'reset': {
      const [email = ''] = one(parsed, 1);
      const password = await readPassword(flags, options, [email]);
      await resetStaffPassword(db, email, password);
      options.out(`New password for ${email.toLowerCase()}; its sessions have ended`);
      return;
    }
    case 'scopes': {
      const [email = '', scope = ''] = one(parsed, 2);
      const scopes = scopesOf(scope);
      await setStaffScopes(db, email, scopes);
      options.out(`Scopes of ${email.toLowerCase()}: ${scopes.join(', ') || 'none'}`);
      return;
    }
    case 'list': {
      one(parsed, 0);
      const accounts = await listStaffAccounts(db);
      if (accounts.length === 0) options.out('No staff account yet.');
      for (const account of accounts) {
        const signedIn =
          account.lastSignInAt === null
            ? 'never signed in'
            : `last sign-in ${account.lastSignInAt.toISOString().slice(0, 10)} ${jakartaClock(account.lastSignInAt) ?? ''}`;
        options.out(
          [
            account.email,
            account.name,
            account.scope.join(',') || 'no scope',
            account.disabled ? 'disabled' : 'active',
            signedIn,
          ].join('\t'),
        );
      }
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

/** Runs one staff command against the server's database; resolves to the exit code. */
export async function runStaffCli(args: readonly string[], options: StaffCliOptions): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(args);
    if (parsed.command === undefined || !COMMANDS.includes(parsed.command)) throw new UsageError(USAGE);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof StaffAccountError)) throw error;
    options.out(error.message);
    return 2;
  }
  return withCommandDatabase(options, async (db) => {
    try {
      await run(db, parsed, options);
      return 0;
    } catch (error) {
      if (!(error instanceof UsageError || error instanceof StaffAccountError)) throw error;
      options.out(error.message);
      return error instanceof UsageError ? 2 : 1;
    }
  });
}
