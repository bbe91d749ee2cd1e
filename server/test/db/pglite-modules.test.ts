import { pgliteCompiledModules } from '../../src/db/pglite-modules.js';
import { startPgliteWorker } from '../../src/db/pglite.js';

/**
 * PGlite's WebAssembly is compiled once per process and handed to each database's worker. If a PGlite
 * upgrade moves its files, the fallback (PGlite compiling its own) keeps working but every start pays the
 * compile again: this suite notices the move.
 */
describe("PGlite's compiled modules", () => {
  it('finds and compiles the PostgreSQL and initdb modules and the share-file bundle of the installed PGlite', async () => {
    const modules = await pgliteCompiledModules();
    expect(modules).toBeDefined();
    expect(WebAssembly.Module.exports(modules?.postgres as WebAssembly.Module).length).toBeGreaterThan(0);
    expect(WebAssembly.Module.exports(modules?.initdb as WebAssembly.Module).length).toBeGreaterThan(0);
    expect(modules?.fsBundle.byteLength).toBeGreaterThan(1_000_000);
  });

  it('starts two databases from the same compiled modules, each with its own data', async () => {
    const first = await startPgliteWorker();
    const second = await startPgliteWorker();
    try {
      await first.database.exec('create table only_in_first (n int)');
      const [row] = await second.database.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where tablename = 'only_in_first'",
      );
      expect(row?.n).toBe(0);
      // pg_trgm is loaded as an extension beside the compiled module (migration 003 creates it).
      await first.database.exec('create extension if not exists pg_trgm');
      const [trgm] = await first.database.query<{ s: number }>("select similarity('kustodian', 'kustodian') as s");
      expect(trgm?.s).toBe(1);
    } finally {
      await first.database.close();
      await second.database.close();
    }
  }, 60_000);
});
