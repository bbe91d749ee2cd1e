// @ts-check
/**
 * Load as a balancer's clients send it, for the e2e cluster suite and the cluster bench: counts every
 * answer other than 200 and every reset or refused connection as a failure.
 */
import http from 'node:http';

/** A connection closed under a request before its answer began ("socket hang up" is ECONNRESET too). */
const CLOSED = new Set(['ECONNRESET', 'EPIPE']);

/**
 * A steady load: `connections` loops, each sending the next request from `next` as soon as its last is
 * answered. The one thing repeated (twice at most, on a new connection) is a GET whose connection was
 * closed before any byte of an answer came back, as HTTP lets a client repeat an idempotent request
 * (RFC 9110 §9.2.2) and browsers do: nginx closes its idle client connections, and those it has just
 * accepted, at every reload, which is how the controller takes a node out. Those are counted apart
 * (`connectionRetries`).
 * A POST is never sent again.
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
  let connectionRetries = 0;
  let running = true;

  /** @param {import('./load.d.mts').LoadRequest} request @param {number} tries @returns {Promise<void>} */
  const one = (request, tries) =>
    new Promise((resolve) => {
      if (tries === 0) sent += 1;
      const begun = performance.now();
      let answered = false;
      /** @param {{ status?: number, error?: string }} details */
      const fail = (details) => {
        failures.push({ method: request.method, path: request.path, ...details, atMs: performance.now() - started });
        resolve();
      };
      const headers = keepAlive ? request.headers : { ...request.headers, connection: 'close' };
      // A repeat goes on a new connection, as a browser's does: the pool's other idle connections may be
      // the ones the same reload is closing.
      const outgoing = http.request(
        new URL(request.path, base),
        { method: request.method, agent: tries === 0 ? agent : false, headers, timeout: 15_000 },
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
        if (!answered && tries < 2 && request.method === 'GET' && CLOSED.has(error.code ?? '')) {
          connectionRetries += 1;
          void one(request, tries + 1).then(resolve);
          return;
        }
        fail({ error: error.code ?? error.message });
      });
      outgoing.end(request.body);
    });

  const loops = Array.from({ length: options.connections }, async () => {
    while (running) await one(next(), 0);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { sent, ok, failures, connectionRetries, seconds: (performance.now() - started) / 1000, latencies };
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

/** Pages and API reads the cluster's loads cycle through: rendered HTML (cached per node) and JSON. */
const PAGE_AND_API_READS = [
  '/id',
  '/en',
  '/id/tentang-ksei/sekilas',
  '/en/publication/press-releases',
  '/api/press-releases?locale=id',
  '/api/securities?q=BB',
  '/remotes.json',
];

/**
 * The next GET of a load, round the pages and API reads above.
 * @returns {() => import('./load.d.mts').LoadRequest}
 */
export function cyclingReads() {
  let index = 0;
  return () => ({ method: 'GET', path: PAGE_AND_API_READS[index++ % PAGE_AND_API_READS.length] ?? '/id' });
}

/**
 * A contact message as the form posts it (sample text), from the site's origin with a fresh captcha token.
 * @param {string} origin @param {string} token
 * @returns {import('./load.d.mts').LoadRequest}
 */
export function contactPost(origin, token) {
  return {
    method: 'POST',
    path: '/api/forms/contact',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      fullName: 'Siti Rahma',
      subject: 'Pertanyaan tentang AKSes',
      email: 'siti@example.com',
      message: 'Bagaimana cara mendaftar fasilitas AKSes KSEI di klaster uji?',
      locale: 'id',
      'g-recaptcha-response': token,
    }),
  };
}
