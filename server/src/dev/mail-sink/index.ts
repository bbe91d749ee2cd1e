/**
 * The development mail sink: with no `SMTP_HOST` outside production, the server receives its own
 * notices on loopback, so `npm start` needs no mail server and sends nothing anywhere. Each notice is
 * logged by topic and subject only and kept in memory (the last 100), never written to disk.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  readonly topic: string;
  readonly subject: string;
  readonly recipients: readonly string[];
  /** The whole message as received (headers and encoded body). */
  readonly raw: string;
  readonly receivedAt: Date;
}

export interface DevelopmentMailSink {
  /** Where the sink listens: loopback, plain SMTP without authentication. */
  readonly address: { readonly host: string; readonly port: number };
  /** Received notices, oldest first (at most 100). */
  readonly messages: readonly SinkMessage[];
  close(): Promise<void>;
}

const KEPT_MESSAGES = 100;
/** Notices are a few kilobytes; anything this large is not one of ours. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words of a header (RFC 2047), as nodemailer writes non-ASCII subjects. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

/** One header's value from a raw message (folded lines joined), or ''. */
export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? '' : decodeHeaderWords(line.slice(name.length + 1).trim());
}

/** Starts the sink on 127.0.0.1 (`port` 0: any free one); `log` gets one line per notice. */
export async function startDevelopmentMailSink(
  port: number,
  log: (line: string) => void,
): Promise<DevelopmentMailSink> {
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    name: 'ksei-dev-mail-sink',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1_000,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const message: SinkMessage = {
          topic: headerValue(raw, 'X-KSEI-Topic') || 'unknown',
          subject: headerValue(raw, 'Subject'),
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          receivedAt: new Date(),
        };
        messages.push(message);
        if (messages.length > KEPT_MESSAGES) messages.shift();
        log(`Development mail sink: mail received (topic ${message.topic}): ${JSON.stringify(message.subject)}`);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A stray connection's error must not end the process; the outbox retries whatever failed.
  server.on('error', () => undefined);
  const address = server.server.address() as AddressInfo;
  return {
    address: { host: '127.0.0.1', port: address.port },
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
