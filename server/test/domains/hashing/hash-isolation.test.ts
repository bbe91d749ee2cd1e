/**
 * Pages and static files never wait behind slow hashes: with the hashing pool kept full of real
 * receipt hashes, a static file and a page answer in a fraction of one hash's time. The bound is
 * measured in the same test (one hash alone, the same requests idle), not an absolute figure.
 *
 * Why it can break: libuv's thread pool (four threads, process-wide) runs both the asynchronous
 * crypto calls and every file read. Hashes queued there put each file read behind them.
 */
import { randomBytes } from 'node:crypto';
import { hashReceipt } from '../../../src/domains/forms/receipt.js';
import { DEFAULT_HASH_POOL } from '../../../src/domains/hashing/pool.js';
import { useTestServer } from '../../support/fixtures.js';

const STATIC_FILE = '/shell/main.0a1b2c3d4e.js';
const PAGE = '/id/tentang-ksei/sekilas';

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

describe('pages and static files while the hashing pool is full', () => {
  const server = useTestServer();

  /** Milliseconds of each request, one after another; each must answer 200. */
  async function timed(urls: readonly string[]): Promise<number[]> {
    const times: number[] = [];
    for (const url of urls) {
      const started = performance.now();
      const response = await server().app.inject(url);
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
    }
    return times;
  }

  /**
   * As many receipt hashes in flight as the pool holds (every thread and queue place), each one
   * replaced as it ends, until `stop()`; resolves with how many ended while it ran.
   */
  function keepHashing(): { stop(): Promise<number> } {
    const inFlight = DEFAULT_HASH_POOL.threads + DEFAULT_HASH_POOL.maxQueue;
    const pepper = randomBytes(16);
    let stopped = false;
    let ended = 0;
    const lane = async (): Promise<void> => {
      while (!stopped) {
        await hashReceipt(String(1e15 + ended), pepper);
        ended += 1;
      }
    };
    const lanes = Promise.all(Array.from({ length: inFlight }, lane));
    return {
      async stop() {
        stopped = true;
        await lanes;
        return ended;
      },
    };
  }

  it('a static file and a page answer in under half of one hash’s time, as when idle', async () => {
    const urls = [...Array<string>(12).fill(STATIC_FILE), ...Array<string>(4).fill(PAGE)];
    await timed(urls);
    const idle = await timed(urls);
    const started = performance.now();
    await hashReceipt('1234567812345678', randomBytes(16));
    const oneHashMs = performance.now() - started;

    const hashing = keepHashing();
    // Every lane has handed its first hash over before the first request.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const during = await timed(urls);
    const endedMeanwhile = await hashing.stop();

    // The pool was busy the whole time: hashes kept ending while the requests ran.
    expect(endedMeanwhile).toBeGreaterThan(0);
    const bound = Math.max(oneHashMs / 2, 4 * median(idle));
    expect(median(during)).toBeLessThan(bound);
    expect(Math.max(...during)).toBeLessThan(oneHashMs);
  });
});
