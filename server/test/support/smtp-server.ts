/**
 * A real SMTP server on loopback for the outbox's tests (smtp-server): it records every message it
 * accepts, can be stopped and started again on the same port (a mail server going down and coming
 * back), can require sign-in, and speaks implicit TLS or STARTTLS with a certificate made for the run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the client gave them. */
  readonly mailFrom: string;
  readonly rcptTo: readonly string[];
  readonly raw: string;
  readonly headers: ReadonlyMap<string, string>;
  /** The decoded text body. */
  readonly text: string;
  /** Whether the connection was encrypted (implicit TLS or after STARTTLS). */
  readonly secure: boolean;
  /** The user that signed in, if any. */
  readonly user: string | undefined;
}

export interface TestSmtpOptions {
  /** Accepted credentials; without them, sign-in is neither offered nor needed. */
  readonly auth?: { readonly user: string; readonly pass: string };
  /** `tls`: TLS from the first byte; `starttls`: offered and required before MAIL; `none` (default): plain. */
  readonly security?: 'tls' | 'starttls' | 'none';
  /** A fixed port (a restart elsewhere keeps it); 0 by default. */
  readonly port?: number;
  /** Holds each message's final reply until the promise settles (a server that stalls). */
  readonly holdData?: () => Promise<void>;
}

export interface TestSmtpServer {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Stops listening and drops every open connection, as a mail server that goes down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived in all; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1, made once per test process. */
let certificate: { key: string; cert: string } | undefined;

export function testCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-smtp-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    certificate = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
    return certificate;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const text =
    encoding?.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding?.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return text.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  return { headers, text: decodeBody(body, headers.get('content-transfer-encoding')) };
}

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const security = options.security ?? 'none';
  const waiters = new Set<() => void>();
  const auth = options.auth;

  const serverOptions = (): SMTPServerOptions => ({
    logger: false,
    disableReverseLookup: true,
    // A stopped server drops its connections at once (the default waits 30 s for them).
    closeTimeout: 50,
    secure: security === 'tls',
    ...(security === 'none' ? {} : testCertificate()),
    disabledCommands: [...(security === 'none' ? ['STARTTLS'] : []), ...(auth === undefined ? ['AUTH'] : [])],
    authOptional: auth === undefined,
    allowInsecureAuth: true,
    onAuth(credentials, _session, callback) {
      if (auth !== undefined && credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onMailFrom(_address, session, callback) {
      // STARTTLS mode: nothing goes out in the clear.
      if (security === 'starttls' && !session.secure) {
        callback(Object.assign(new Error('Must issue a STARTTLS command first'), { responseCode: 530 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          mailFrom: from === false ? '' : from.address,
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers,
          text,
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : undefined,
        };
        // Counted once answered: a held message is not yet accepted.
        const answer = (): void => {
          received.push(mail);
          for (const waiter of waiters) waiter();
          callback(null);
        };
        if (options.holdData) void options.holdData().then(answer);
        else answer();
      });
    },
  });

  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const start = async (): Promise<void> => {
    const next = new SMTPServer(serverOptions());
    // A client cut off by a stop is not the test's failure.
    next.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await start();
  return {
    get port() {
      return port;
    },
    received,
    start,
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        const check = (): void => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
  };
}
