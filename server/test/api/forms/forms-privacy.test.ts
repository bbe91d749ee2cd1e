/**
 * Nothing of a reporter's connection is kept: with the log at its most talkative (`trace`), a
 * report, a refused report, a failed one and a follow-up leave neither the client's address nor its
 * user agent nor the request line in the log or in any table.
 */
import { Writable } from 'node:stream';
import { enqueueMail } from '../../support/mail-queue.js';
import type { EnqueueMail } from '../../../src/domains/outbox/index.js';
import { asByteaHex, CAPTCHA, everyRow, multipart, tinyJpeg, VALID_REPORT } from '../../support/forms-requests.js';
import { captchaToken, json, post, useFormsServer } from '../../support/forms-server.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let outboxDown = false;
const flakyOutbox: EnqueueMail = async (tx, mail) => {
  if (outboxDown) throw new Error('outbox down');
  await enqueueMail(tx, mail);
};

const server = useFormsServer({
  env: { LOG_LEVEL: 'trace' },
  build: { logger: true, logStream, forms: { enqueueMail: flakyOutbox } },
});

const ADDRESS = '203.0.113.77';
const FORWARDED = '198.18.0.99';
const USER_AGENT = 'KseiPrivacyProbe/9.9 (distinctive-ua-7734)';
const reporter = { remoteAddress: ADDRESS, headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': FORWARDED } };

describe('a whistleblowing submission leaves no trace of its sender', () => {
  it('in the log at level trace or in any table', async () => {
    // The capture works: an ordinary request is logged at this level (never with its address).
    await server().app.inject({ url: '/api/health', ...reporter, headers: { ...reporter.headers } });
    expect(lines.join('')).toContain('/api/health');
    lines.length = 0;

    const report = async () =>
      multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) }, [
        { name: 'IMG_2041.jpg', type: 'image/jpeg', bytes: tinyJpeg() },
      ]);
    const accepted = await post(server(), '/api/forms/whistleblowing', await report(), reporter);
    expect(accepted.statusCode).toBe(200);
    const { receipt } = JSON.parse(accepted.body) as { receipt: string };

    const refused = await post(server(), '/api/forms/whistleblowing', multipart({ chronology: 'x' }), reporter);
    expect(refused.statusCode).toBe(400);
    const tooLarge = multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) }, [
      { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(2 * 1024 * 1024 + 1, 0xff) },
    ]);
    expect((await post(server(), '/api/forms/whistleblowing', tooLarge, reporter)).statusCode).toBe(413);
    outboxDown = true;
    const failed = await post(server(), '/api/forms/whistleblowing', await report(), reporter);
    outboxDown = false;
    expect(failed.statusCode).toBe(500);
    const status = await post(
      server(),
      '/api/forms/whistleblowing/status',
      json({ receipt, [CAPTCHA]: await captchaToken(server()) }),
      reporter,
    );
    expect(status.statusCode).toBe(200);

    const log = lines.join('');
    const rows = await everyRow(server().db);
    expect(rows).toContain('whistleblowing_reports');
    for (const trace of [ADDRESS, FORWARDED, 'distinctive-ua-7734', 'KseiPrivacyProbe', 'IMG_2041']) {
      expect([trace, log.includes(trace)]).toEqual([trace, false]);
      expect([trace, rows.includes(trace) || rows.includes(asByteaHex(trace))]).toEqual([trace, false]);
    }
    expect(log).not.toContain('/api/forms/whistleblowing');
  });
});
