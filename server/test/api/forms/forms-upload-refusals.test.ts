/**
 * What the form APIs tell an upload they refuse, over real HTTP: two files in the evidence field are
 * "one file only" on that field (not "too large"), and a chunked upload whose evidence passes 2 MB gets
 * its 413 at that byte, while the client is still sending, not when the body ends.
 */
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { multipart, tinyJpeg, VALID_REPORT } from '../../support/forms-requests.js';
import { captchaToken, post, useFormsServer } from '../../support/forms-server.js';

const REPORT = '/api/forms/whistleblowing';
type ErrorBody = { error: { code: string; fields?: { name: string; message: string }[] } };

describe('the form APIs refusing an upload', () => {
  const server = useFormsServer();
  let port = 0;
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    port = (server().app.server.address() as AddressInfo).port;
  });

  it.each([
    ['id', {}, 'Lampirkan satu berkas bukti saja.'],
    ['en', { locale: 'en' }, 'Attach one evidence file only.'],
  ])('two files in the evidence field: 400, "one file only" on the field (%s)', async (_locale, extra, message) => {
    const jpeg = { name: 'a.jpg', type: 'image/jpeg', bytes: tinyJpeg() };
    const token = await captchaToken(server());
    const body = multipart({ ...VALID_REPORT, ...extra, 'g-recaptcha-response': token }, [jpeg, jpeg]);
    const response = await post(server(), REPORT, body);
    expect(response.statusCode).toBe(400);
    const error = (response.json() as ErrorBody).error;
    expect(error.code).toBe('bad_request');
    expect(error.fields).toEqual([{ name: 'evidence', message }]);
  });

  it('a chunked upload over 2 MB gets its 413 while the client still sends, the body never ended', async () => {
    // A socket of its own: the body is never ended, so no HTTP client would hand back the answer.
    const boundary = 'ksei-chunked';
    const socket = net.connect({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const received: Buffer[] = [];
    const answered = new Promise<string>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received.push(chunk);
        const text = Buffer.concat(received).toString('latin1');
        if (text.includes('\r\n\r\n')) resolve(text);
      });
    });
    socket.on('error', () => undefined); // the server may close the connection under the client's writes
    const chunk = (bytes: Buffer | string) => {
      const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
      socket.write(`${data.length.toString(16)}\r\n`);
      socket.write(data);
      socket.write('\r\n');
    };
    socket.write(
      `POST ${REPORT} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${server().config.publicOrigin}\r\n` +
        `Sec-Fetch-Site: same-origin\r\nTransfer-Encoding: chunked\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n`,
    );
    chunk(
      `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    // 2 MB and 64 KB of the file, then the stream is held open: no closing boundary, no last chunk.
    const piece = Buffer.alloc(64 * 1024, 0x61);
    for (let sent = 0; sent < 2 * 1024 * 1024 + 64 * 1024; sent += piece.length) chunk(piece);
    try {
      // Generous for a loaded machine; the body stays open for as long, so an answer at its end never comes.
      const head = await Promise.race([answered, delay(8_000, 'no answer while the body was still open')]);
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head.toLowerCase()).toContain('connection: close');
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
