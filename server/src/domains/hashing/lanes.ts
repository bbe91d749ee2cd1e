import { queueOptionsSymbol, type PiscinaTask, type TaskQueue } from 'piscina';
import type { HashTask } from './protocol.js';

/**
 * Which line a hash waits in: `reserved` for a sign-in from a trusted device (it goes to the next free
 * thread before anything public waiting), `public` for everything else.
 */
export type HashLane = 'public' | 'reserved';

interface LaneOptions {
  readonly lane: HashLane;
}

/**
 * The task with its lane where the pool's queue reads it. The symbol-keyed property stays on this
 * side: a thread receives a structured clone, which leaves symbol keys out.
 */
export function laneTask(task: HashTask, lane: HashLane): HashTask {
  const options: LaneOptions = { lane };
  return Object.assign({ ...task }, { [queueOptionsSymbol]: options });
}

function laneOf(task: PiscinaTask): HashLane {
  const options = task[queueOptionsSymbol] as Partial<LaneOptions> | null;
  return options?.lane === 'reserved' ? 'reserved' : 'public';
}

/** The pool's waiting line: every reserved hash first (in order of arrival), then the public ones. */
export class LaneQueue implements TaskQueue {
  private readonly reserved: PiscinaTask[] = [];
  private readonly waiting: PiscinaTask[] = [];

  get size(): number {
    return this.reserved.length + this.waiting.length;
  }

  private lineOf(task: PiscinaTask): PiscinaTask[] {
    return laneOf(task) === 'reserved' ? this.reserved : this.waiting;
  }

  push(task: PiscinaTask): void {
    this.lineOf(task).push(task);
  }

  unshift(task: PiscinaTask): void {
    this.lineOf(task).unshift(task);
  }

  shift(): PiscinaTask | null {
    return this.reserved.shift() ?? this.waiting.shift() ?? null;
  }

  remove(task: PiscinaTask): void {
    const line = this.lineOf(task);
    const index = line.indexOf(task);
    if (index !== -1) line.splice(index, 1);
  }
}
