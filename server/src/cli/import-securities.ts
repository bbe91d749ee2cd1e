import fs from 'node:fs/promises';
import path from 'node:path';
import { withCommandDatabase, type CommandDatabaseOptions } from './command-database.js';
import { importBalancepos, importStatisEfek, type ImportResult } from '../domains/securities/import.js';
import { ImportFileError } from '../domains/securities/pipe-file.js';

export const USAGE =
  'Usage: npm run import -w server -- <statisefek|balancepos> <file.txt> [--sample]\n' +
  '  statisefek  KSEI master securities file (StatisEfekYYYYMMDD.txt, unzipped)\n' +
  '  balancepos  KSEI holding composition file (BalanceposEfekYYYYMMDD.txt, unzipped)\n' +
  '  --sample    the file holds made-up values: its rows are flagged as sample on the site\n' +
  "The database is the server's (DATABASE_URL, or PGlite under DATA_DIR while the server is stopped).";

export interface CliOptions extends CommandDatabaseOptions {
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
  return withCommandDatabase(options, async (db) => {
    try {
      options.out(summary(path.basename(filePath), await importer(db, path.basename(filePath), text, { sample })));
      return 0;
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      options.out(error.message);
      return 1;
    }
  });
}
