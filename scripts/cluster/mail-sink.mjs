// @ts-check
/** The cluster's mail server: an SMTP sink on loopback that keeps the headers of every notice the nodes send. */
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} SinkMail
 * @property {string} messageId
 * @property {string} subject
 * @property {string} topic the outbox's `X-KSEI-Topic`
 * @property {number} at `performance.now()` at arrival
 */

/** @param {string} head @param {string} name */
const header = (head, name) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';

export async function startMailSink() {
  /** @type {SinkMail[]} */
  const messages = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const headers = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
        messages.push({
          messageId: header(headers, 'Message-ID'),
          subject: header(headers, 'Subject'),
          topic: header(headers, 'X-KSEI-Topic'),
          at: performance.now(),
        });
        callback(null);
      });
    },
  });
  // A node stopped mid-send must not end the cluster.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (server.server.address()).port;
  return {
    port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
