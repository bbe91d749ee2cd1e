/**
 * The hashing pool's reserved lane (a trusted device's sign-in), on a real one-thread pool: with the
 * public queue full, reserved hashes are still taken, up to their own limit (two here), and run on the
 * next free thread before every public hash waiting.
 */
import { createHashPool, HashQueueFull } from '../../../src/domains/hashing/pool.js';
import { slowHash } from '../../support/device-lane.js';

describe('the reserved lane of the hashing pool', () => {
  const pool = createHashPool({ threads: 1, maxQueue: 4, reserved: 2 });
  afterAll(() => pool.close());

  it('takes two reserved hashes beside a full public queue, refuses a third, and runs them before the waiting public ones, which keep their order', async () => {
    const slow = await slowHash('the stored password');
    // The thread started before the test's hashes, so the first of them runs at once.
    await pool.argon2Verify(slow, 'warm-up');
    const finished: string[] = [];
    const verify = (name: string, lane: 'public' | 'reserved') =>
      pool.argon2Verify(slow, 'a guess', lane).then(() => finished.push(name));
    const publicOnes = [0, 1, 2, 3, 4].map((n) => verify(`public ${n}`, 'public'));
    await expect(pool.argon2Verify(slow, 'one too many')).rejects.toBeInstanceOf(HashQueueFull);
    const reservedOnes = [verify('reserved 0', 'reserved'), verify('reserved 1', 'reserved')];
    await expect(pool.argon2Verify(slow, 'one too many', 'reserved')).rejects.toBeInstanceOf(HashQueueFull);
    await Promise.all([...publicOnes, ...reservedOnes]);
    // The first public hash was already running; every other public one waited behind the reserved.
    expect(finished).toEqual(['public 0', 'reserved 0', 'reserved 1', 'public 1', 'public 2', 'public 3', 'public 4']);
  }, 60_000);
});
