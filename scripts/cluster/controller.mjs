// @ts-check
import { readiness, sleep, START_TIMEOUT_MS } from './node.mjs';

/** How often the controller asks every node whether it is ready. */
export const POLL_MS = 200;

/** @typedef {import('./node.mjs').ClusterNode} ClusterNode */

/**
 * The controller: every node's readiness every 200 ms; nginx's upstream is the ready ones.
 * @param {(ClusterNode & { start(): void })[]} nodes
 * @param {Awaited<ReturnType<typeof startNginx>>} nginx
 * @param {(line: string) => void} log
 */
export function startController(nodes, nginx, log) {
  let running = true;
  /** @type {{ test: (rotation: number[]) => boolean, resolve: () => void }[]} */
  let waiters = [];
  /** @type {Map<number, string | null>} */
  const last = new Map();
  const settle = () => {
    const rotation = [...nginx.current.upstream];
    waiters = waiters.filter((waiter) => {
      if (!waiter.test(rotation)) return true;
      waiter.resolve();
      return false;
    });
  };
  const poll = async () => {
    while (running) {
      const started = Date.now();
      const reasons = await Promise.all(
        nodes.map((node) => (node.running ? readiness(node.url) : Promise.resolve('not running'))),
      );
      if (!running) return;
      const ready = nodes.filter((_node, i) => reasons[i] === null).map((node) => node.port);
      const current = nginx.current.upstream;
      nodes.forEach((node, i) => {
        const reason = reasons[i] ?? null;
        if (last.has(node.index) && (last.get(node.index) === null) !== (reason === null)) {
          log(
            reason === null ? `node ${node.index} ready: in rotation` : `node ${node.index} out of rotation: ${reason}`,
          );
        }
        last.set(node.index, reason);
      });
      if (ready.length !== current.length || ready.some((port, i) => port !== current[i]))
        nginx.reload({ upstream: ready });
      settle();
      await sleep(Math.max(0, POLL_MS - (Date.now() - started)));
    }
  };
  void poll();
  return {
    stop: () => {
      running = false;
    },
    /**
     * Resolves once nginx's upstream (the ports in rotation) passes `test`.
     * @param {(rotation: number[]) => boolean} test @param {number} [timeoutMs]
     */
    waitFor: (test, timeoutMs = START_TIMEOUT_MS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the cluster did not reach the expected rotation in time')),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: () => {
            clearTimeout(timer);
            resolve(undefined);
          },
        });
        settle();
      }),
  };
}
