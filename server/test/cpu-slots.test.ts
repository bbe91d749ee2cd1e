import { createSlots } from '../src/domains/cpu/slots.js';

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
});
