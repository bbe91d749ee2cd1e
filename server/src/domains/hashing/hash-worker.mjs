// @ts-check
/**
 * A hashing thread of the pool in `pool.ts`. Every hash here is synchronous on purpose: the async
 * forms (`crypto.scrypt`, argon2's `hash`) hand the work to libuv's thread pool, which the whole
 * process shares (worker threads included) with every file read a page or a static file makes. A
 * synchronous hash keeps that pool free and costs only this thread.
 *
 * Plain ESM JavaScript: a worker thread cannot load a .ts file under jest. tsc checks it through its
 * JSDoc and emits it unchanged next to `pool.js`.
 */
import { scryptSync } from 'node:crypto';
import { hashSync, verifySync } from '@node-rs/argon2';

/** @typedef {import('./protocol.js').HashTask} HashTask */

/**
 * @param {HashTask} task
 * @returns {Uint8Array | string | boolean}
 */
export default function runHashTask(task) {
  switch (task.kind) {
    case 'scrypt':
      return scryptSync(task.secret, task.salt, task.keyLength, task.options);
    case 'argon2Hash':
      return hashSync(task.password, task.options);
    case 'argon2Verify':
      try {
        return verifySync(task.hash, task.password);
      } catch {
        // A stored value that is no Argon2 hash matches no password.
        return false;
      }
  }
}
