// @ts-check
/**
 * Load as a balancer's clients send it, for the e2e cluster suite and the cluster bench: counts every
 * answer other than 200 and every reset or refused connection as a failure.
 */
import http from 'node:http';

/**
 * A steady load: `connections` loops, each sending the next request from `next` as soon as its last is
 * answered. The one thing repeated is a GET whose kept-alive connection was closed before any byte of
 * an answer came back (what browsers do, RFC 9110 §9.2.2): nginx closes its idle client connections at
 * every reload, which is how the controller takes a node out; those are counted apart
 * (`keepAliveRetries`). A POST is never sent again.
 * @param {string} base
 * @param {() => import('./load.d.mts').LoadRequest} next
 * @param {import('./load.d.mts').LoadOptions} options
 * @returns {import('./load.d.mts').RunningLoad}
 */
export function startLoad(base, next, options) {
  const keepAlive = options.keepAlive ?? true;
  const agent = new http.Agent({ keepAlive, maxSockets: options.connections });
  const started = performance.now();
  /** @type {import('./load.d.mts').Failure[]} */
  const failures = [];
  /** @type {number[]} */
  const latencies = [];
  let sent = 0;
  let ok = 0;
  let keepAliveRetries = 0;
  let running = true;

  /** @param {import('./load.d.mts').LoadRequest} request @param {boolean} retry @returns {Promise<void>} */
  const one = (request, retry) =>
    new Promise((resolve) => {
      if (!retry) sent += 1;
      const begun = performance.now();
      let answered = false;
      /** @param {{ status?: number, error?: string }} details */
      const fail = (details) => {
        failures.push({ method: request.method, path: request.path, ...details, atMs: performance.now() - started });
        resolve();
      };
      const headers = keepAlive ? request.headers : { ...request.headers, connection: 'close' };
      const outgoing = http.request(
        new URL(request.path, base),
        { method: request.method, agent, headers, timeout: 15_000 },
        (response) => {
          answered = true;
          /** @type {Buffer[]} */
          const chunks = [];
          const keep = options.onAnswer !== undefined && request.method === 'POST';
          response.on('data', (/** @type {Buffer} */ chunk) => {
            if (keep) chunks.push(chunk);
          });
          response.on('end', () => {
            if (response.statusCode !== 200) return fail({ status: response.statusCode });
            ok += 1;
            latencies.push(performance.now() - begun);
            if (keep) options.onAnswer?.(Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
          response.on('error', (error) => fail({ error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
        if (!answered && !retry && outgoing.reusedSocket && request.method === 'GET') {
          keepAliveRetries += 1;
          void one(request, true).then(resolve);
          return;
        }
        fail({ error: error.code ?? error.message });
      });
      outgoing.end(request.body);
    });

  const loops = Array.from({ length: options.connections }, async () => {
    while (running) await one(next(), false);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { sent, ok, failures, keepAliveRetries, seconds: (performance.now() - started) / 1000, latencies };
    },
  };
}

/**
 * Requests sent all at once, each on a connection of its own; the status of each.
 * @param {string} base @param {readonly import('./load.d.mts').LoadRequest[]} requests
 * @returns {Promise<number[]>}
 */
export async function together(base, requests) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: requests.length });
  const result = await Promise.all(
    requests.map(
      (request) =>
        /** @type {Promise<number>} */ (
          new Promise((resolve, reject) => {
            const outgoing = http.request(
              new URL(request.path, base),
              { method: request.method, agent, headers: request.headers },
              (response) => {
                response.resume();
                response.on('end', () => resolve(response.statusCode ?? 0));
              },
            );
            outgoing.on('error', reject);
            outgoing.end(request.body);
          })
        ),
    ),
  );
  agent.destroy();
  return result;
}
