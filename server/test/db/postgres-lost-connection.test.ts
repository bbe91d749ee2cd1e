import pg from 'pg';
import { createPostgresDatabase } from '../../src/db/postgres.js';

/**
 * A connection the database ends in the middle of a transaction (a restart, an administrator, a dropped
 * database) fails that transaction, and nothing else: no uncaught 'error' event that would end the
 * server, and the next statement gets a fresh connection.
 */
const adminUrl = process.env['TEST_DATABASE_URL'];
(adminUrl ? describe : describe.skip)('a PostgreSQL connection ended during a transaction [postgres]', () => {
  it('fails the transaction, raises nothing uncaught, and the next statement runs on a new connection', async () => {
    const db = await createPostgresDatabase(adminUrl ?? '', { poolSize: 2 });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const uncaught: unknown[] = [];
    const hear = (error: unknown): void => {
      uncaught.push(error);
    };
    process.on('uncaughtException', hear);
    try {
      const outcome = db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1)', [row?.pid]);
        // Time for the termination notice to arrive on the idle, lent-out connection.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return tx.query('select 1 as one');
      });
      await expect(outcome).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', hear);
      await admin.end();
      await db.close();
    }
  });
});
