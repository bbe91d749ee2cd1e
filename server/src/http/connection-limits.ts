import fs from 'node:fs';
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * How long a client may take and how many connections one address may hold. Without them a client
 * that sends one byte of a body and stops keeps its connection (and a file descriptor) forever, and
 * one address opening thousands of such connections starves everybody else.
 */
export interface ConnectionLimits {
  /** From the connection's first byte to the end of the request's headers (Node answers 408). */
  readonly headersTimeoutMs: number;
  /** From the first byte to the end of the whole request, body included (Node answers 408 and closes). */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection between two requests is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above: a stalled request is answered within timeout + this. */
  readonly checkIntervalMs: number;
  /** Open connections one peer address may hold; past it the connection is answered 503 and closed. 0: no cap. */
  readonly maxPerAddress: number;
  /**
   * Open connections of all clients together; 0: derived from the process's soft open-files limit
   * (what is left after {@link DESCRIPTORS_KEPT} for files, the database and logs).
   */
  readonly maxOpen?: number;
  /**
   * Kept free below `maxOpen` for clients still to come (a fresh visitor, the balancer's health check):
   * once the open connections reach `maxOpen - freeRoom`, each new one closes the oldest idle one.
   */
  readonly freeRoom?: number;
}

/**
 * A form with a 2 MB file at 100 KB/s takes 20 s: 30 s for a whole request leaves room for a slow
 * phone line and still frees a stalled connection within about half a minute. Headers are a few
 * hundred bytes: 10 s is generous. 256 connections per address: a browser opens 6, so an office of
 * forty behind one NAT address fits; one address cannot hold more than a sliver of the descriptors.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxPerAddress: 256,
};

/** Fastify's options that set the timeouts on the HTTP server it creates. */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  };
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function peerAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Proxies' addresses and CIDRs as a matcher; a proxy multiplexes many clients and is never capped. */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A raw 503 that closes the connection and asks to retry in 5 s, saying `text` (both languages: the request is not read). */
function refusal503(text: string): string {
  return (
    'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\n' +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`
  );
}

const REFUSAL = refusal503(
  'Terlalu banyak koneksi dari alamat Anda; coba lagi sebentar lagi.\n' +
    'Too many connections from your address; please try again shortly.\n',
);

/**
 * Caps the open connections per peer address: one more than `max` is answered 503 and closed before
 * anything of it is read. `exempt` addresses (trusted proxies) are not counted.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = peerAddress(socket);
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSAL);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** Descriptors left to everything but client connections: releases' files, the database, logs, workers. */
export const DESCRIPTORS_KEPT = 1024;

/** The soft limit on open files of this process (Linux), or undefined where it cannot be read. */
export function softOpenFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = Number(line?.slice('Max open files'.length).trim().split(/\s+/)[0]);
    return Number.isInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The connection budget: the configured one, else the soft open-files limit less what files and the
 * database need (at least half the limit), else 4,096 where the limit cannot be read.
 */
export function connectionBudget(
  limits: Pick<ConnectionLimits, 'maxOpen'>,
  readSoftLimit: () => number | undefined = softOpenFilesLimit,
): number {
  if (limits.maxOpen !== undefined && limits.maxOpen > 0) return limits.maxOpen;
  const soft = readSoftLimit();
  if (soft === undefined) return 4_096;
  return Math.max(Math.floor(soft / 2), soft - DESCRIPTORS_KEPT);
}

const BUDGET_REFUSAL = refusal503(
  'Server sedang menerima terlalu banyak koneksi; coba lagi sebentar lagi.\n' +
    'The server has too many connections open; please try again shortly.\n',
);

/**
 * Keeps the open connections of all clients within a budget below the descriptor limit, so many
 * addresses each under their own cap cannot together take every descriptor. Past `budget - freeRoom`,
 * each new connection closes the oldest idle one (no request being answered on it: a client that has
 * not finished sending its headers, or a kept-alive connection between requests), so a fresh visitor
 * and a health check still get in while slow clients hold the rest. At the budget with nothing idle,
 * the new connection is answered 503 and closed. Proxies are counted too: the budget is the process's.
 */
export function budgetConnections(server: Server, limits: Pick<ConnectionLimits, 'maxOpen' | 'freeRoom'>): void {
  const budget = connectionBudget(limits);
  const freeRoom = Math.min(limits.freeRoom ?? Math.max(16, Math.floor(budget / 20)), budget - 1);
  /** Open connections in the order they opened (a Map keeps insertion order): the oldest first. */
  const open = new Map<Socket, { busy: number }>();

  function shedOldestIdle(): boolean {
    for (const [socket, state] of open) {
      if (state.busy > 0) continue;
      open.delete(socket);
      socket.destroy();
      return true;
    }
    return false;
  }

  server.on('connection', (socket: Socket) => {
    // Refused already (the per-address cap): never counted.
    if (socket.destroyed || socket.writableEnded) return;
    if (open.size >= budget - freeRoom) shedOldestIdle();
    if (open.size >= budget) {
      socket.end(BUDGET_REFUSAL);
      socket.destroySoon();
      return;
    }
    open.set(socket, { busy: 0 });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = open.get(request.socket);
    if (!state) return;
    state.busy += 1;
    response.once('close', () => {
      state.busy -= 1;
    });
  });
}
