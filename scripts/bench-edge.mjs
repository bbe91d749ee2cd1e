// @ts-check
/**
 * The server's edge (part of `npm run bench`): malformed request lines over plain sockets against the
 * running server process, and slow connections held from one address while another address loads a
 * page. Numbers only, never pass/fail.
 */
import http from 'node:http';
import net from 'node:net';

/** One GET with `target` as the request line's target exactly as given; the status, or 0 on a broken answer. */
function statusOf(/** @type {string} */ base, /** @type {string} */ target, localAddress = '127.0.0.1') {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, path: target, agent: false, localAddress });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end();
  });
}

/** `%` at every position of `target`. */
const percentEverywhere = (/** @type {string} */ target) =>
  Array.from({ length: target.length + 1 }, (_, i) => `${target.slice(0, i)}%${target.slice(i)}`);

const SHAPES = [
  ...['//%', '//a%', '/\\%', '/\\a%', '/\\', '/\\\\', '//@', '//:80', '//%20', '//a:b', '/\\@', '//x@', '/\\?', '/\\#'],
  ...['//evil.com/id', '/\\evil.com/en', 'http://evil.com/id', 'https://evil.com/', '*', '/%C0%AF', '/id/%FF'],
  ...percentEverywhere('/id/tentang-ksei/sekilas?x=1'),
  ...percentEverywhere('/en/search?q=dividend'),
  ...percentEverywhere('/api/press-releases?locale=en'),
];

/**
 * Every shape, each followed by a health check: how many answered 5xx or nothing, and whether the
 * process answered its health check after every one.
 * @param {string} base
 */
export async function requestLineFuzz(base) {
  let failures = 0;
  let aliveAfterEach = true;
  for (const target of SHAPES) {
    const status = await statusOf(base, target);
    if (status === 0 || status >= 500) failures += 1;
    if ((await statusOf(base, '/api/health')) !== 200) aliveAfterEach = false;
  }
  return { tries: SHAPES.length, failures, aliveAfterEach };
}

/** A connection from `localAddress` that sends half a request line and then nothing. */
function openSlow(/** @type {string} */ base, /** @type {string} */ localAddress) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress });
    socket.on('connect', () => socket.write('GET /id HTTP/1.1\r\n'));
    // Refused (503 and closed) before it could be held: resolve with null.
    socket.on('data', () => resolve(null));
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(null));
    setTimeout(() => resolve(socket), 150);
  });
}

/**
 * Opens up to `attempts` slow connections from 127.0.0.3 (not a trusted proxy) and counts how many
 * the server holds, then times `samples` page loads from 127.0.0.2 while they are held.
 * @param {string} base
 */
export async function slowConnections(base, attempts = 400, samples = 200, page = '/id/tentang-ksei/sekilas') {
  /** @type {net.Socket[]} */
  const held = [];
  const opened = await Promise.all(Array.from({ length: attempts }, () => openSlow(base, '127.0.0.3')));
  for (const socket of opened) if (socket) held.push(/** @type {net.Socket} */ (socket));
  const stillHeld = held.filter((socket) => !socket.destroyed).length;
  const times = [];
  let errors = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const status = await statusOf(base, page, '127.0.0.2');
    times.push(performance.now() - started);
    if (status !== 200) errors += 1;
  }
  for (const socket of held) socket.destroy();
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { attempts, held: stillHeld, p50: at(0.5), p99: at(0.99), errors, samples };
}

/** @param {{ tries: number, failures: number, aliveAfterEach: boolean }} fuzz */
export function printRequestLineFuzz(fuzz) {
  console.log(
    `\nRequest lines over sockets (// and /\\ shapes, % at every position, absolute-form): ${fuzz.tries} tries, ` +
      `${fuzz.failures} answered 5xx or nothing, process ${fuzz.aliveAfterEach ? 'up after every one' : 'DOWN'}`,
  );
}

/** @param {Awaited<ReturnType<typeof slowConnections>>} slow */
export function printSlowConnections(slow) {
  console.log(
    `\nSlow connections from one address: ${slow.held} of ${slow.attempts} held (the rest refused); ` +
      `another address's page meanwhile p50 ${slow.p50.toFixed(1)} ms, p99 ${slow.p99.toFixed(1)} ms, ` +
      `${slow.errors} of ${slow.samples} not 200`,
  );
}
