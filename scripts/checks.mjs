// @ts-check
/**
 * The static checks of `npm test` (ESLint, Prettier, the two type checks), run side by side. Each is a
 * single-threaded process, so on a machine of two cores or more, one after the other left cores idle
 * for minutes. Each check's output is printed whole when it ends, so two never interleave; the exit
 * code is the first failure's.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

/** package.json scripts, each one check. */
const CHECKS = ['lint:eslint', 'lint:prettier', 'typecheck:site', 'typecheck:server'];

/** @param {string} script @returns {Promise<number>} */
function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...CHECKS];
/** @type {number[]} */
const codes = [];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), CHECKS.length) }, async () => {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) codes.push(await run(script));
});
await Promise.all(lanes);
process.exit(codes.find((code) => code !== 0) ?? 0);
