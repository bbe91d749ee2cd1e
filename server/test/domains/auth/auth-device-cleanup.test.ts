/**
 * Sign-in's clean-up forgets devices unused for 90 days (their cookies are no longer trusted) and
 * keeps those used since, whatever the account.
 */
import { createStaffAccount } from '../../../src/domains/auth/index.js';
import { startAuthMaintenance } from '../../../src/domains/auth/maintenance.js';
import type { Database } from '../../../src/db/database.js';
import { describeEachEngine } from '../../support/engines.js';

const NOW = new Date('2026-11-28T03:00:00.000Z');
const DAY = 86_400_000;
const quiet = { info: () => undefined, error: () => undefined };

describeEachEngine('sign-in clean-up of devices', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createMigrated();
  });
  afterAll(() => db.close());

  it('deletes devices unused for 90 days, keeps one used 1 ms later', async () => {
    const { id } = await createStaffAccount(db, {
      email: 'perangkat@ksei.co.id',
      name: 'Perangkat',
      password: 'correct horse battery staple',
      scope: [],
    });
    const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    for (const [n, lastUsed] of [
      [1, NOW.getTime() - 90 * DAY],
      [2, NOW.getTime() - 90 * DAY + 1],
      [3, NOW.getTime() - 200 * DAY],
      [4, NOW.getTime()],
    ] as const) {
      await db.query(
        'insert into staff_devices (id, account_id, issued_at, last_used_at) values ($1::uuid, $2::bigint, $3, $3)',
        [device(n), id, new Date(lastUsed)],
      );
    }
    const job = startAuthMaintenance({ db, log: quiet, now: () => NOW, intervalMs: 3_600_000 });
    await job.run();
    await job.stop();
    const left = await db.query<{ id: string }>('select id::text as id from staff_devices order by id');
    expect(left.map((row) => row.id)).toEqual([device(2), device(4)]);
  }, 60_000);
});
