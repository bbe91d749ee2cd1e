import net from 'node:net';

export interface RawAnswer {
  /** The status code of the first response, or undefined when the server closed without one. */
  readonly status: number | undefined;
  /** Everything the server sent before closing (or before `timeoutMs`). */
  readonly text: string;
  /** Whether the server closed the connection (rather than the wait running out). */
  readonly closed: boolean;
}

/**
 * Sends `request` byte for byte over a fresh TCP connection (no client library normalises it) and
 * reads until the server closes or `timeoutMs` passes. `localAddress` picks the loopback address the
 * connection comes from (127.0.0.2 is another client than 127.0.0.1).
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  options: { timeoutMs?: number; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), text, closed });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.write(request);
  });
}

/** A GET with `target` as the request line's target, exactly as given, and the connection closed after. */
export function getLine(target: string, host = 'localhost'): string {
  return `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
}
