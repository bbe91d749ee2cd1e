/**
 * The content command (`npm run content -- import <folder> --as <e-mail>`) end to end on the server's
 * own embedded database under DATA_DIR: a folder's PDFs uploaded and made one batch of drafts, a refused
 * file and an unusable name listed while the rest is made; an account that may not import stores nothing;
 * a folder over the batch limit refused before anything is read; wrong arguments answered with the usage.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, BATCH_LIMITS, BATCH_MESSAGES } from '@ksei/shared/node';
import { runContentCli, USAGE } from '../../src/cli/content-import.js';
import { runStaffCli } from '../../src/cli/staff.js';
import { createDatabase } from '../../src/db/create-database.js';
import type { Database } from '../../src/db/database.js';
import { ANNOUNCEMENT_TYPES } from '../../src/seed/content/announcements.js';
import { prepareDataDir } from '../../src/startup/prepare.js';
import { MIGRATIONS_DIR } from '../support/fixtures.js';
import { makePdf, pngBytes } from '../support/pdf-files.js';

const PASSWORD = 'a long passphrase for the publisher';
const NOW = new Date('2026-10-15T02:00:00.000Z');

describe('the content import command', () => {
  let root: string;
  let lines: string[];
  const options = () => ({
    env: { DATA_DIR: 'data' },
    cwd: root,
    repoRoot: root,
    migrationsDir: MIGRATIONS_DIR,
    out: (line: string) => lines.push(line),
  });
  const run = (...args: string[]) => runContentCli(args, { ...options(), now: () => NOW });

  /** A staff account made by the staff command, as an operator would. */
  async function addStaff(email: string, name: string, scope: string): Promise<void> {
    const input = { isTTY: false, readAll: async () => PASSWORD, askHidden: () => Promise.reject(new Error('no tty')) };
    const code = await runStaffCli(['add', email, '--name', name, '--scope', scope], { ...options(), input });
    expect(code).toBe(0);
  }

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

  /** The announcement types a server's first start seeds (a draft's type must be one of them). */
  async function seedTypes(): Promise<void> {
    await withDatabase(async (db) => {
      for (const [sort, type] of ANNOUNCEMENT_TYPES.entries()) {
        await db.query('insert into announcement_types (code, label_id, label_en, sort) values ($1, $2, $3, $4)', [
          type.code,
          type.label.id,
          type.label.en,
          sort,
        ]);
      }
    });
  }

  /** A folder under the test's root holding `files`. */
  function folder(name: string, files: Record<string, Buffer>): string {
    const dir = path.join(root, name);
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), bytes);
    return dir;
  }

  const day = () => ({
    'BUVA_RIGHT_20261015_ID.pdf': makePdf({ title: 'Pelaksanaan HMETD BUVA', lines: ['Nomor KSEI-4521/DIR/1026'] }),
    'BUVA_RIGHT_20261015_ENG.pdf': makePdf({
      title: 'Rights Issue of BUVA',
      lines: ['Number KSEI-4521/DIR/1026'],
      pages: [['page two']],
    }),
    'x.pdf': pngBytes(),
    'surat.pdf': makePdf({ title: 'Surat edaran' }),
  });

  beforeEach(() => {
    // A database of its own for each test: "nothing stored" means nothing at all.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-content-'));
    lines = [];
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('uploads the PDFs, makes one batch of drafts from them, and lists what it refused or could not use', async () => {
    await addStaff('ayu@ksei.co.id', 'Ayu Lestari', 'publication:edit');
    await seedTypes();
    const files = day();
    folder('today', { ...files, 'notes.txt': Buffer.from('not a pdf by name: left alone') });
    // A subfolder's PDFs are not the day's: the folder is not read recursively.
    folder('today/old', { 'BUVA_DIV_20261014_ID.pdf': makePdf() });
    // Past the limit (sparse: no disk used): refused from its size, never read into memory.
    const big = path.join(root, 'today', 'BIG_DIV_20261015_ID.pdf');
    fs.writeFileSync(big, '%PDF-1.7\n');
    fs.truncateSync(big, ATTACHMENT_LIMITS.maxBytes + 1);
    const readFile = jest.spyOn(fsp, 'readFile');
    lines = [];

    expect(await run('import', 'today', '--as', 'Ayu@KSEI.co.id')).toBe(1);
    const today = path.join(root, 'today');
    const read = readFile.mock.calls.map(([file]) => String(file)).filter((file) => path.dirname(file) === today);
    expect(read.map((file) => path.basename(file)).sort()).toEqual([
      'BUVA_RIGHT_20261015_ENG.pdf',
      'BUVA_RIGHT_20261015_ID.pdf',
      'surat.pdf',
      'x.pdf',
    ]);

    const size = (name: keyof typeof files) => files[name].length.toLocaleString('en-US');
    expect(lines).toEqual([
      `BIG_DIV_20261015_ID.pdf: refused: ${ATTACHMENT_MESSAGES.en.size}`,
      `BUVA_RIGHT_20261015_ENG.pdf: uploaded (2 pages, ${size('BUVA_RIGHT_20261015_ENG.pdf')} bytes)`,
      `BUVA_RIGHT_20261015_ID.pdf: uploaded (1 page, ${size('BUVA_RIGHT_20261015_ID.pdf')} bytes)`,
      `surat.pdf: uploaded (1 page, ${size('surat.pdf')} bytes)`,
      `x.pdf: refused: ${ATTACHMENT_MESSAGES.en.type}`,
      expect.stringMatching(/^Batch \d+: 1 draft announcement\(s\): buva-right-20261015$/),
      `surat.pdf: not used: ${BATCH_MESSAGES.en.unparsed}`,
    ]);

    await withDatabase(async (db) => {
      const items = await db.query<{ key: string; batch_id: number | null; working: string; author_name: string }>(
        `select i.key, i.batch_id::int as batch_id, i.working, r.author_name
         from content_items i join content_revisions r on r.item_id = i.id
         where i.type = 'announcement' and i.batch_id is not null`,
      );
      expect(items).toEqual([
        { key: 'buva-right-20261015', batch_id: expect.any(Number), working: 'draft', author_name: 'Ayu Lestari' },
      ]);
      const batches = await db.query<{ id: number; created_by: string }>(
        'select id::int as id, created_by from content_batches',
      );
      expect(batches).toEqual([{ id: items[0]?.batch_id, created_by: 'ayu@ksei.co.id' }]);
      expect(lines[5]).toBe(`Batch ${batches[0]?.id}: 1 draft announcement(s): buva-right-20261015`);

      const stored = new Map(
        (
          await db.query<{ id: number; upload_name: string; uploaded_by: string }>(
            'select id::int as id, upload_name, uploaded_by from attachment_files',
          )
        ).map((row) => [row.upload_name, row]),
      );
      // The picture was refused: nothing of it is stored; the unusable name is kept like the editor's drop.
      expect([...stored.keys()].sort()).toEqual([
        'BUVA_RIGHT_20261015_ENG.pdf',
        'BUVA_RIGHT_20261015_ID.pdf',
        'surat.pdf',
      ]);
      expect(stored.get('surat.pdf')?.uploaded_by).toBe('ayu@ksei.co.id');
      const [revision] = await db.query<{ data: { parts: Record<string, { file: string; title: string }> } }>(
        `select r.data from content_revisions r join content_items i on i.id = r.item_id
         where i.key = 'buva-right-20261015'`,
      );
      expect(revision?.data.parts).toEqual({
        id: { title: 'Pelaksanaan HMETD BUVA', file: String(stored.get('BUVA_RIGHT_20261015_ID.pdf')?.id) },
        en: { title: 'Rights Issue of BUVA', file: String(stored.get('BUVA_RIGHT_20261015_ENG.pdf')?.id) },
      });
    });
  }, 120_000);

  it('exits 0 when every file was uploaded and used, 1 when one was refused though the rest was used', async () => {
    await addStaff('ayu@ksei.co.id', 'Ayu Lestari', 'publication:edit');
    await seedTypes();
    const { 'BUVA_RIGHT_20261015_ID.pdf': id, 'BUVA_RIGHT_20261015_ENG.pdf': en } = day();
    folder('pair', { 'BUVA_RIGHT_20261015_ID.pdf': id, 'BUVA_RIGHT_20261015_ENG.pdf': en });
    lines = [];
    expect(await run('import', 'pair', '--as=ayu@ksei.co.id')).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Batch \d+: 1 draft announcement\(s\): buva-right-20261015$/);

    folder('pair-and-picture', {
      'TLKM_ISIN_20261016_ID.pdf': makePdf({ title: 'Kode ISIN TLKM' }),
      'TLKM_ISIN_20261016_ENG.pdf': makePdf({ title: 'ISIN code of TLKM' }),
      'x.pdf': pngBytes(),
    });
    lines = [];
    expect(await run('import', 'pair-and-picture', '--as', 'ayu@ksei.co.id')).toBe(1);
    expect(lines.slice(2)).toEqual([
      `x.pdf: refused: ${ATTACHMENT_MESSAGES.en.type}`,
      expect.stringMatching(/^Batch \d+: 1 draft announcement\(s\): tlkm-isin-20261016$/),
    ]);
  }, 120_000);

  it('refuses an unknown account, one without the edit scope and a disabled one, storing nothing', async () => {
    await addStaff('reader@ksei.co.id', 'Rina Wijaya', 'publication:publish,reports:read');
    await addStaff('gone@ksei.co.id', 'Budi Santoso', 'publication:edit');
    await seedTypes();
    const input = { isTTY: false, readAll: async () => '', askHidden: () => Promise.reject(new Error('no tty')) };
    expect(await runStaffCli(['disable', 'gone@ksei.co.id'], { ...options(), input })).toBe(0);
    folder('today', day());
    lines = [];

    expect(await run('import', 'today', '--as', 'nobody@ksei.co.id')).toBe(1);
    expect(await run('import', 'today', '--as', 'reader@ksei.co.id')).toBe(1);
    expect(await run('import', 'today', '--as', 'gone@ksei.co.id')).toBe(1);
    expect(lines).toEqual([
      'No staff account for nobody@ksei.co.id; nothing was imported.',
      'The staff account reader@ksei.co.id lacks the publication:edit scope; nothing was imported.',
      'The staff account gone@ksei.co.id is disabled; nothing was imported.',
    ]);
    await withDatabase(async (db) => {
      const [counts] = await db.query<{ files: number; batches: number; items: number }>(
        `select (select count(*)::int from attachment_files) as files,
                (select count(*)::int from content_batches) as batches,
                (select count(*)::int from content_items where type = 'announcement' and batch_id is not null) as items`,
      );
      expect(counts).toEqual({ files: 0, batches: 0, items: 0 });
    });
  }, 120_000);

  it('makes no batch when no file could be uploaded', async () => {
    await addStaff('ayu@ksei.co.id', 'Ayu Lestari', 'publication:edit');
    folder('pictures', { 'BUVA_RIGHT_20261015_ID.pdf': pngBytes(), 'empty.pdf': Buffer.alloc(0) });
    lines = [];
    expect(await run('import', 'pictures', '--as', 'ayu@ksei.co.id')).toBe(1);
    expect(lines).toEqual([
      `BUVA_RIGHT_20261015_ID.pdf: refused: ${ATTACHMENT_MESSAGES.en.type}`,
      `empty.pdf: refused: ${ATTACHMENT_MESSAGES.en.empty}`,
      'No file could be uploaded; no batch was made.',
    ]);
    await withDatabase(async (db) => {
      const [counts] = await db.query<{ files: number; batches: number }>(
        `select (select count(*)::int from attachment_files) as files,
                (select count(*)::int from content_batches) as batches`,
      );
      expect(counts).toEqual({ files: 0, batches: 0 });
    });
  }, 120_000);

  it(`refuses a folder of more than ${BATCH_LIMITS.maxFiles} PDFs before opening anything`, async () => {
    const files: Record<string, Buffer> = {};
    for (let n = 0; n <= BATCH_LIMITS.maxFiles; n += 1) files[`BUVA_RIGHT_2026101${n % 10}_${n}.pdf`] = makePdf();
    folder('too-many', files);
    expect(await run('import', 'too-many', '--as', 'ayu@ksei.co.id')).toBe(1);
    expect(lines).toEqual([
      `${path.join(root, 'too-many')} holds ${BATCH_LIMITS.maxFiles + 1} PDF files; a batch takes at most ${BATCH_LIMITS.maxFiles}. Nothing was imported.`,
    ]);
    // Not even the database was opened.
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('answers wrong arguments with its usage and exit code 2', async () => {
    folder('today', day());
    const wrong = [
      ['import', '--as', 'ayu@ksei.co.id'],
      ['import', 'today'],
      ['import', 'today', '--as'],
      ['export', 'today', '--as', 'ayu@ksei.co.id'],
      ['import', 'today', 'more', '--as', 'ayu@ksei.co.id'],
      ['import', 'today', '--as', 'ayu@ksei.co.id', '--recursive'],
      [],
    ];
    for (const args of wrong) {
      lines = [];
      expect(await run(...args)).toBe(2);
      expect(lines).toEqual([USAGE]);
    }
    lines = [];
    expect(await run('import', 'missing', '--as', 'ayu@ksei.co.id')).toBe(2);
    expect(lines).toEqual([`${path.join(root, 'missing')} is not a folder\n${USAGE}`]);
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });
});
