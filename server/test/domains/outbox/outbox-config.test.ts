import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../../src/config.js';
import type { Database } from '../../../src/db/database.js';
import { enqueueMail, TEST_FORM_KEYS } from '../../support/mail-queue.js';
import { startOutbox } from '../../../src/domains/outbox/start.js';
import { startDevelopmentMailSink } from '../../../src/dev/mail-sink/index.js';
import { createMigratedTestPglite } from '../../support/pglite-template.js';
import { outboxRows, recordingLog, until } from '../../support/smtp-outbox.js';

const ROOT = '/srv/ksei';
const mail = (env: Record<string, string>) => loadConfig(env, ROOT, '/srv/ksei/server').mail;

const SMTP = {
  SMTP_HOST: 'smtp.ksei.co.id',
  MAIL_FROM: 'KSEI Website <no-reply@ksei.co.id>',
  MAIL_TO_CONTACT: 'humas@ksei.co.id, sekretariat@ksei.co.id',
  MAIL_TO_WHISTLEBLOWING: 'wbs@ksei.co.id',
};
/** A production start's other required settings (the forms' keys, the captcha's), so only the mail settings vary. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://www.ksei.co.id',
  CAPTCHA_SITE_KEY: 'site-key-of-this-test',
  CAPTCHA_SECRET: 'secret-of-this-test',
  FORMS_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  FORMS_RECEIPT_PEPPER: randomBytes(32).toString('base64'),
};

describe('mail settings', () => {
  it('in development without SMTP_HOST: a sink on loopback (any free port) and addresses that go nowhere', () => {
    expect(mail({})).toEqual({
      server: { kind: 'development-sink', port: 0 },
      from: 'KSEI Website (development) <no-reply@localhost>',
      to: { contact: ['contact@localhost'], whistleblowing: ['whistleblowing@localhost'] },
    });
    expect(mail({ DEV_MAIL_PORT: '2525' }).server).toEqual({ kind: 'development-sink', port: 2525 });
  });

  it('reads the SMTP server, its protection (port by mode unless given), credentials, sender and recipients per form', () => {
    expect(mail({ ...SMTP, SMTP_USER: 'website', SMTP_PASSWORD: ' pass word ' })).toEqual({
      server: {
        kind: 'smtp',
        host: 'smtp.ksei.co.id',
        port: 587,
        security: 'starttls',
        user: 'website',
        password: ' pass word ',
      },
      from: 'KSEI Website <no-reply@ksei.co.id>',
      to: { contact: ['humas@ksei.co.id', 'sekretariat@ksei.co.id'], whistleblowing: ['wbs@ksei.co.id'] },
    });
    expect(mail({ ...SMTP, SMTP_SECURE: 'TLS' }).server).toMatchObject({ security: 'tls', port: 465 });
    expect(mail({ ...SMTP, SMTP_SECURE: 'starttls' }).server).toMatchObject({ security: 'starttls', port: 587 });
    expect(mail({ ...SMTP, SMTP_SECURE: 'none' }).server).toMatchObject({ security: 'none', port: 25 });
    expect(mail({ ...SMTP, SMTP_SECURE: 'tls', SMTP_PORT: '2465' }).server).toMatchObject({ port: 2465 });
    expect(mail({ ...SMTP }).server).toMatchObject({ user: undefined, password: undefined });
  });

  it('refuses a production start with the forms on and no mail server, naming what to set', () => {
    expect(() => mail(PRODUCTION)).toThrow(
      /SMTP_HOST must be set in production with the forms on.*MAIL_FROM, MAIL_TO_CONTACT and MAIL_TO_WHISTLEBLOWING/,
    );
    expect(mail({ ...PRODUCTION, ...SMTP }).server).toMatchObject({ kind: 'smtp', host: 'smtp.ksei.co.id' });
  });

  it('starts no mail at all in production with the forms off and no mail server (never a development sink)', () => {
    expect(mail({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.ksei.co.id', FORMS: 'off' }).server).toEqual({
      kind: 'off',
    });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'SMTP_HOST without the addresses',
      { SMTP_HOST: 'smtp.ksei.co.id' },
      /MAIL_FROM, MAIL_TO_CONTACT, MAIL_TO_WHISTLEBLOWING must be set with SMTP_HOST/,
    ],
    [
      'SMTP_HOST without one recipient list',
      { ...SMTP, MAIL_TO_WHISTLEBLOWING: '' },
      /^MAIL_TO_WHISTLEBLOWING must be set with SMTP_HOST/,
    ],
    ['an unknown SMTP_SECURE', { ...SMTP, SMTP_SECURE: 'ssl' }, /SMTP_SECURE must be tls .* starttls .* or none/],
    ['a port out of range', { ...SMTP, SMTP_PORT: '70000' }, /SMTP_PORT must be an integer between 1 and 65535/],
    [
      'a user without a password',
      { ...SMTP, SMTP_USER: 'website' },
      /SMTP_USER and SMTP_PASSWORD must be set together/,
    ],
    [
      'a password without a user',
      { ...SMTP, SMTP_PASSWORD: 'secret' },
      /SMTP_USER and SMTP_PASSWORD must be set together/,
    ],
    [
      'a recipient that is not an address',
      { ...SMTP, MAIL_TO_CONTACT: 'humas' },
      /MAIL_TO_CONTACT must be one or more e-mail addresses/,
    ],
    [
      'a recipient with a header after it',
      { ...SMTP, MAIL_TO_CONTACT: 'a@ksei.co.id\nBcc: x@example.com' },
      /MAIL_TO_CONTACT must be/,
    ],
    ['a sender that is not an address', { ...SMTP, MAIL_FROM: 'KSEI Website' }, /MAIL_FROM must be an address/],
    [
      'a development sink port out of range',
      { DEV_MAIL_PORT: '-1' },
      /DEV_MAIL_PORT must be an integer between 0 and 65535/,
    ],
  ])('refuses %s', (_name, env, message) => {
    expect(() => mail(env)).toThrow(message);
  });
});

describe('the development mail sink', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createMigratedTestPglite();
  });
  afterAll(() => db.close());

  it('receives the notices over SMTP on loopback and prints each one’s topic and subject, never its text', async () => {
    const printed: string[] = [];
    const outbox = await startOutbox(mail({}), db, recordingLog(), (line) => printed.push(line), {
      pollIntervalMs: 100,
      keys: TEST_FORM_KEYS,
      startSink: startDevelopmentMailSink,
    });
    try {
      expect(printed[0]).toMatch(/^Development mail sink on 127\.0\.0\.1:\d+: .*set SMTP_HOST to send them/);
      await db.transaction((tx) =>
        enqueueMail(tx, {
          topic: 'contact',
          subject: 'Pesan baru — KSEI-C-0099',
          text: 'isi-pesan-rahasia',
          replyTo: 'dewi@example.co.id',
        }),
      );
      await until('the sink received the notice', async () => outbox.sink?.messages.length === 1);
      expect(outbox.sink?.messages[0]).toMatchObject({
        topic: 'contact',
        subject: 'Pesan baru — KSEI-C-0099',
        recipients: ['contact@localhost'],
      });
      expect(printed[1]).toBe('Development mail sink: mail received (topic contact): "Pesan baru — KSEI-C-0099"');
      expect(printed.join('\n')).not.toContain('isi-pesan-rahasia');
      await until('the row marked sent', async () => (await outboxRows(db))[0]?.sent === true);
    } finally {
      await outbox.stop();
    }
  });
});
