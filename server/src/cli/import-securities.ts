import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { prepareDataDir } from '../startup/prepare.js';
import { createDatabase } from '../db/create-database.js';
import { migrate } from '../db/migrate.js';
import { importBalancepos, importStatisEfek, type ImportResult } from '../domains/securities/import.js';
import { ImportFileError } from '../domains/securities/pipe-file.js';

export const USAGE =
  'Usage: npm run import -w server -- <statisefek|balancepos> <file.txt> [--sample]\n' +
  '  statisefek  KSEI master securities file (StatisEfekYYYYMMDD.txt, unzipped)\n' +
  '  balancepos  KSEI holding composition file (BalanceposEfekYYYYMMDD.txt, unzipped)\n' +
  '  --sample    the file holds made-up values: its rows are flagged as sample on the site\n' +
  "The database is the server's (DATABASE_URL, or PGlite under DATA_DIR while the server is stopped).";

export interface CliOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths (the file, DATA_DIR) are resolved: the operator's working directory. */
  readonly cwd: string;
  readonly repoRoot: string;
  readonly migrationsDir: string;
  readonly out: (line: string) => void;
}

const IMPORTERS = { statisefek: importStatisEfek, balancepos: importBalancepos } as const;

function summary(file: string, result: ImportResult): string {
  const added = result.securitiesAdded > 0 ? `, ${result.securitiesAdded} new code(s) added to the master` : '';
  return (
    `${file}: ${result.rows} line(s): ${result.inserted} inserted, ${result.updated} updated, ` +
    `${result.unchanged} unchanged${added}`
  );
}

/** Imports one file into the server's database in one transaction; resolves to the exit code. */
export async function runImportCli(args: readonly string[], options: CliOptions): Promise<number> {
  const sample = args.includes('--sample');
  const [kind, file, ...rest] = args.filter((arg) => arg !== '--sample');
  if (kind === undefined || file === undefined || rest.length > 0 || !Object.hasOwn(IMPORTERS, kind)) {
    options.out(USAGE);
    return 2;
  }
  const importer = IMPORTERS[kind as keyof typeof IMPORTERS];
  const filePath = path.resolve(options.cwd, file);
  const text = await fs.readFile(filePath, 'utf8');
  const config = loadConfig(options.env, options.repoRoot, options.cwd);
  const dataDir = prepareDataDir(config.dataDir, { embeddedDatabase: config.databaseUrl === undefined });
  try {
    // A read-only DATA_DIR would be imported into a throwaway copy.
    if (dataDir.warning !== undefined) throw new Error(dataDir.warning);
    const db = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteDir: dataDir.pgliteDir,
    });
    try {
      await migrate(db, options.migrationsDir);
      options.out(summary(path.basename(filePath), await importer(db, path.basename(filePath), text, { sample })));
      return 0;
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      options.out(error.message);
      return 1;
    } finally {
      await db.close();
    }
  } finally {
    dataDir.release();
  }
}
