import http from 'node:http';

/** One request of a load: its method, path, headers and body. */
export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface Failure {
  readonly method: string;
  readonly path: string;
  /** The status of an answer other than 200, or the socket's error. */
  readonly status?: number;
  readonly error?: string;
  /** Milliseconds since the load began. */
  readonly atMs: number;
}

export interface LoadResult {
  readonly sent: number;
  readonly ok: number;
  readonly failures: readonly Failure[];
  /**
   * GETs sent again because the kept-alive connection they went out on was closed before any byte of
   * an answer came back (what browsers do, RFC 9110 §9.2.2). nginx closes its idle client connections
   * at every reload, which is how the controller takes a node out: each costs a few of these.
   */
  readonly keepAliveRetries: number;
}

export interface RunningLoad {
  /** Stops sending; resolves once every request under way has its answer. */
  stop(): Promise<LoadResult>;
}

export interface LoadOptions {
  /** Requests under way at once: loops that each send the next as soon as the last is answered. */
  readonly connections: number;
  /**
   * false: every request on a connection of its own (a form post's; a POST is never sent again, so
   * it must not go out on a connection that may be closing).
   */
  readonly keepAlive?: boolean;
  /** Each 200 answer's body of a POST (a form's reference). */
  readonly onAnswer?: (body: string) => void;
}

/**
 * A steady load as a balancer's clients send it. Every answer other than 200, and every reset or
 * refused connection, is a failure; the one thing repeated is a GET whose kept-alive connection was
 * closed before it got an answer (counted apart).
 */
export function startLoad(base: string, next: () => LoadRequest, options: LoadOptions): RunningLoad {
  const keepAlive = options.keepAlive ?? true;
  const agent = new http.Agent({ keepAlive, maxSockets: options.connections });
  const started = performance.now();
  const failures: Failure[] = [];
  let sent = 0;
  let ok = 0;
  let keepAliveRetries = 0;
  let running = true;

  const one = (request: LoadRequest, retry: boolean): Promise<void> =>
    new Promise<void>((resolve) => {
      if (!retry) sent += 1;
      let answered = false;
      const fail = (details: { status?: number; error?: string }) => {
        failures.push({ method: request.method, path: request.path, ...details, atMs: performance.now() - started });
        resolve();
      };
      const headers = keepAlive ? request.headers : { ...request.headers, connection: 'close' };
      const outgoing = http.request(
        new URL(request.path, base),
        { method: request.method, agent, headers, timeout: 15_000 },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            if (options.onAnswer && request.method === 'POST') chunks.push(chunk);
          });
          response.on('end', () => {
            if (response.statusCode !== 200) return fail({ status: response.statusCode });
            ok += 1;
            if (options.onAnswer && request.method === 'POST') options.onAnswer(Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
          response.on('error', (error) => fail({ error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
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
      return { sent, ok, failures, keepAliveRetries };
    },
  };
}

/** Requests sent all at once, each on a connection of its own, and the status of each. */
export async function together(base: string, requests: readonly LoadRequest[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: requests.length });
  const result = await Promise.all(
    requests.map(
      (request) =>
        new Promise<number>((resolve, reject) => {
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
        }),
    ),
  );
  agent.destroy();
  return result;
}
