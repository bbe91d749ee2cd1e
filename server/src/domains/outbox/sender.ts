/** Sending one claimed notice over SMTP, with a pooled transport and the notice's own Message-ID. */
import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import type { FormKey } from '../forms/settings.js';
import type { ClaimedRow } from './claims.js';
import { noticeContent } from './index.js';
import type { MailSettings, SmtpServerSettings } from './settings.js';

/** SMTP timeouts in ms (connect, greeting, idle socket). */
export interface SmtpTimeouts {
  readonly connection?: number;
  readonly greeting?: number;
  readonly socket?: number;
}

export interface NoticeSender {
  /** Sends a claimed row's notice; resolves with the number of recipients the server refused. */
  send(row: ClaimedRow, signal: AbortSignal): Promise<number>;
  close(): void;
}

function transportOptions(
  smtp: SmtpServerSettings,
  tls: ConnectionOptions | undefined,
  timeouts: SmtpTimeouts | undefined,
): Parameters<typeof nodemailer.createTransport>[0] {
  return {
    pool: true,
    maxConnections: 3,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    auth: smtp.user !== undefined ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    tls: { minVersion: 'TLSv1.2', ...tls },
    connectionTimeout: timeouts?.connection ?? 10_000,
    greetingTimeout: timeouts?.greeting ?? 10_000,
    socketTimeout: timeouts?.socket ?? 30_000,
    // The notices are plain text: nothing in them may make the client read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  };
}

/** `KSEI <no-reply@ksei.co.id>` → `ksei.co.id`, for the Message-ID. */
function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export function createNoticeSender(options: {
  readonly smtp: SmtpServerSettings;
  readonly mail: Pick<MailSettings, 'from' | 'to'>;
  /** The forms' keys: a notice's text and reply-to are stored sealed with them. */
  readonly keys: readonly FormKey[];
  readonly tls?: ConnectionOptions;
  readonly timeouts?: SmtpTimeouts;
}): NoticeSender {
  const { mail } = options;
  const messageDomain = domainOf(mail.from);
  const transport = nodemailer.createTransport(transportOptions(options.smtp, options.tls, options.timeouts));
  return {
    async send(row, signal) {
      const content = noticeContent(options.keys, row);
      const info: { rejected?: unknown[] } = await transport.sendMail({
        from: mail.from,
        to: [...mail.to[row.topic]],
        replyTo: content.replyTo,
        subject: row.subject,
        text: content.text,
        // One id per notice: a receiver can tell a repeat (sent again after a crash before it was marked).
        messageId: `<outbox-${row.id}.${new Date(row.created_at).getTime()}@${messageDomain}>`,
        headers: { 'X-KSEI-Topic': row.topic },
        signal,
      });
      return Array.isArray(info.rejected) ? info.rejected.length : 0;
    },
    close: () => transport.close(),
  };
}
