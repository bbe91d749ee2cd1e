import { createSlots, WorkQueueFull } from '../../src/concurrency/slots.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('CPU slots', () => {
  it('runs at most the limit at once, the rest in the order they came, and frees a slot on failure', async () => {
    const slots = createSlots(2);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, index) =>
      slots.run(async () => {
        started.push(index);
        await job.promise;
        return index;
      }),
    );
    const settled = Promise.allSettled(results);
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    jobs[1]?.reject(new Error('refused'));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    jobs[2]?.resolve();
    jobs[3]?.resolve();
    expect(await settled).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('refuses the job past maxWaiting at once with WorkQueueFull and its Retry-After, and takes one again when the line moves', async () => {
    const slots = createSlots(1, { maxWaiting: 2, retryAfterSeconds: 5 });
    const jobs = [deferred(), deferred(), deferred()];
    const results = jobs.map((job) => slots.run(() => job.promise));
    // One running, two waiting: the fourth is refused without waiting.
    const refused = await slots.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkQueueFull);
    expect((refused as WorkQueueFull).retryAfterSeconds).toBe(5);
    jobs[0]?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    // One left the line: one more may wait.
    const admitted = slots.run(async () => 'ran');
    jobs[1]?.resolve();
    jobs[2]?.resolve();
    await Promise.all(results);
    expect(await admitted).toBe('ran');
  });
});
