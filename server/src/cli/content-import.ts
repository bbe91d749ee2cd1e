/**
 * `npm run content -- import <folder> --as <e-mail>`: a day's announcement PDFs from a folder, as a
 * publisher's drop in the editor makes them: every file uploaded (`storeUpload`, judged by content),
 * then one batch of drafts from those stored (`intakeBatch`, paired by KSEI's names). A refused file
 * leaves the others alone; what the batch could not use is listed with it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  BATCH_LIMITS,
  BATCH_MESSAGES,
  CONTENT_TYPES,
  hasScope,
  type BatchFile,
  type BatchProblem,
  type ContentType,
} from '@ksei/shared/node';
import type { Database } from '../db/database.js';
import { listStaffAccounts, type StaffAccountSummary } from '../domains/auth/index.js';
import { normalEmail } from '../domains/auth/accounts.js';
import { createPdfReader, DEFAULT_PDF_READER, type PdfReader } from '../domains/publishing/attachments/reader.js';
import { storeUpload, type UploadResult } from '../domains/publishing/attachments/store.js';
import { intakeBatch } from '../domains/publishing/index.js';
import { withCommandDatabase, type CommandDatabaseOptions } from './command-database.js';

const TYPE: ContentType = 'announcement';
/** The scope the editor's drop needs: the announcements' section, `edit`. */
const SCOPE = `${CONTENT_TYPES[TYPE].section}:edit`;

export const USAGE = [
  'Usage: npm run content -- import <folder> --as <staff e-mail>',
  "  import <folder>  uploads every *.pdf file of the folder (not its subfolders), as the editor's drop does,",
  "                   and makes one batch of draft announcements from them, paired by KSEI's names",
  '                   (CODE_TYPE_YYYYMMDD_ID.pdf and _ENG.pdf, optionally after Peng_, PengRev_ or PengBatal_)',
  `  --as <e-mail>    the staff account they are made as: active, with the ${SCOPE} scope`,
  `At most ${BATCH_LIMITS.maxFiles} PDF files at once, each at most ${ATTACHMENT_LIMITS.maxBytes / 1024 / 1024} MB.`,
  'Exit code 0: every file uploaded and used; 1: a file refused or not used (the others are still made),',
  'or the account may not import; 2: wrong arguments.',
  "The database is the server's (DATABASE_URL, or PGlite under DATA_DIR while the server is stopped).",
].join('\n');

export interface ContentCliOptions extends CommandDatabaseOptions {
  readonly out: (line: string) => void;
  /** The clock uploads and drafts are stamped with (tests). */
  readonly now?: () => Date;
}

/** A mistake of the operator's: its message is shown as it is, with exit code 2. */
class UsageError extends Error {}

function parseArgs(args: readonly string[]): { folder: string; as: string } {
  const positional: string[] = [];
  let as: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--as' || arg.startsWith('--as=')) {
      const value = arg === '--as' ? args[(index += 1)] : arg.slice('--as='.length);
      if (value === undefined || value.trim() === '' || as !== undefined) throw new UsageError(USAGE);
      as = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(USAGE);
    } else {
      positional.push(arg);
    }
  }
  const [command, folder, ...rest] = positional;
  if (command !== 'import' || folder === undefined || rest.length > 0 || as === undefined) {
    throw new UsageError(USAGE);
  }
  return { folder, as };
}

/** The folder's `*.pdf` files (their own, not a subfolder's), in name order so runs print alike. */
async function pdfFiles(folder: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new UsageError(`${folder} is not a folder\n${USAGE}`);
    throw error;
  }
  const names: string[] = [];
  for (const name of entries.filter((entry) => /\.pdf$/i.test(entry)).sort()) {
    // stat follows a link, so a linked file counts as the file it names; a folder named x.pdf does not.
    const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
    if (stat?.isFile()) names.push(name);
  }
  return names;
}

/** The account, when it may do what the editor's drop needs; otherwise why not. */
async function actingAccount(db: Database, email: string): Promise<StaffAccountSummary | string> {
  const wanted = normalEmail(email);
  const account = (await listStaffAccounts(db)).find((candidate) => candidate.email === wanted);
  if (!account) return `No staff account for ${wanted}`;
  if (account.disabled) return `The staff account ${wanted} is disabled`;
  if (!hasScope(account, SCOPE)) return `The staff account ${wanted} lacks the ${SCOPE} scope`;
  return account;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** One file uploaded the editor's way; a file over the limit is refused from its size, never read whole. */
async function upload(
  db: Database,
  reader: PdfReader,
  email: string,
  file: string,
  now: Date,
): Promise<UploadResult | { ok: false; unreadable: string }> {
  let bytes: Buffer;
  try {
    const { size } = await fs.stat(file);
    if (size > ATTACHMENT_LIMITS.maxBytes) return { ok: false, reason: 'size' };
    bytes = await fs.readFile(file);
  } catch (error) {
    // Gone or unreadable since the listing: that file alone is refused, the others go on.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw error;
    return { ok: false, unreadable: code };
  }
  return storeUpload(db, reader, TYPE, { email }, { bytes, name: path.basename(file) }, now);
}

function uploadLine(name: string, result: Awaited<ReturnType<typeof upload>>): string {
  if (result.ok) {
    const { pages, sizeBytes } = result.info;
    const again = result.created ? '' : '; the same file was stored before';
    return `${name}: uploaded (${count(pages)} page${pages === 1 ? '' : 's'}, ${count(sizeBytes)} bytes${again})`;
  }
  if ('unreadable' in result) return `${name}: refused: the file could not be read (${result.unreadable})`;
  const found = result.found?.length ? ` (found: ${result.found.join(', ')})` : '';
  return `${name}: refused: ${ATTACHMENT_MESSAGES.en[result.reason]}${found}`;
}

function problemLine(problem: BatchProblem): string {
  // A lone language still became a draft: it was used, but its pair is for the editor to add.
  const label = problem.problem === 'missingLanguage' ? 'used alone' : 'not used';
  return `${problem.name}: ${label}: ${BATCH_MESSAGES.en[problem.problem]}`;
}

async function importFolder(
  db: Database,
  folder: string,
  names: readonly string[],
  account: StaffAccountSummary,
  options: ContentCliOptions,
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const uploaded: BatchFile[] = [];
  const reader = createPdfReader(DEFAULT_PDF_READER);
  try {
    // One at a time: a day's files read in seconds, and at most one 25 MB file is held at once.
    for (const name of names) {
      const result = await upload(db, reader, account.email, path.join(folder, name), now());
      options.out(uploadLine(name, result));
      if (result.ok) uploaded.push({ id: result.info.id, name });
    }
  } finally {
    await reader.close();
  }
  if (uploaded.length === 0) {
    options.out('No file could be uploaded; no batch was made.');
    return 1;
  }
  const batch = await intakeBatch({ db, now }, TYPE, { email: account.email, name: account.name }, uploaded);
  const keys = batch.items.map((item) => item.key);
  options.out(`Batch ${batch.id}: ${keys.length} draft announcement(s)${keys.length ? `: ${keys.join(', ')}` : ''}`);
  for (const problem of batch.problems) options.out(problemLine(problem));
  return uploaded.length === names.length && batch.problems.length === 0 ? 0 : 1;
}

/** Runs one content command against the server's database; resolves to the exit code. */
export async function runContentCli(args: readonly string[], options: ContentCliOptions): Promise<number> {
  let folder: string;
  let email: string;
  let names: string[];
  try {
    const parsed = parseArgs(args);
    folder = path.resolve(options.cwd, parsed.folder);
    email = parsed.as;
    names = await pdfFiles(folder);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    options.out(error.message);
    return 2;
  }
  // Refused before the database is opened: nothing is uploaded from a folder the batch could not take.
  if (names.length === 0) {
    options.out(`No *.pdf file in ${folder}; nothing was imported.`);
    return 1;
  }
  if (names.length > BATCH_LIMITS.maxFiles) {
    options.out(
      `${folder} holds ${names.length} PDF files; a batch takes at most ${BATCH_LIMITS.maxFiles}. Nothing was imported.`,
    );
    return 1;
  }
  return withCommandDatabase(options, async (db) => {
    const account = await actingAccount(db, email);
    if (typeof account === 'string') {
      options.out(`${account}; nothing was imported.`);
      return 1;
    }
    return importFolder(db, folder, names, account, options);
  });
}
