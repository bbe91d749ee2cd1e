import type { Database } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import { loadHoldingSeed } from '../securities/index.js';
import { loadRealCorporateActions } from './real-rows.js';
import { sampleCorporateActions } from './sample-rows.js';

// Serialises seeding when several servers share one PostgreSQL; harmless on PGlite.
const CORPORATE_ACTIONS_SEED_LOCK = 'select pg_advisory_xact_lock(4735222)';

/**
 * Fills the schedule when it is empty: the real actions of the seed file, then flagged sample volume on
 * codes of the seed's securities (not the database's, so every run writes the same rows). Runs on every
 * start, so a database seeded before the schedule existed gets it too.
 */
export async function seedCorporateActionsIfEmpty(db: Database, seedDir: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(CORPORATE_ACTIONS_SEED_LOCK);
    const [state] = await tx.query<{ seeded: boolean }>('select exists (select 1 from corporate_actions) as seeded');
    if (state?.seeded) return false;
    const securities = loadHoldingSeed(seedDir).map(({ code, type }) => ({ code, type }));
    const rows = [...loadRealCorporateActions(seedDir), ...sampleCorporateActions(securities)];
    await insertRows(
      tx,
      'corporate_actions',
      rows.map((row) => ({ ...row })),
    );
    return true;
  });
}
