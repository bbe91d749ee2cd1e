import type { Database } from '../../db/database.js';
import type { MailSettings, SmtpServerSettings } from './settings.js';
import { sealQueuedNotices } from './index.js';
import { createOutboxWorker, type OutboxLog, type OutboxWorkerOptions } from './worker.js';

/** A mail server of the development machine (started by the entry point, from `server/src/dev/`). */
export interface DevelopmentMailSink {
  /** Where it listens: plain SMTP without authentication. */
  readonly address: { readonly host: string; readonly port: number };
  close(): Promise<void>;
}

/** Starts the development sink on `port` (0: any free one); `print` gets a line per notice received. */
export type StartDevelopmentSink<Sink extends DevelopmentMailSink> = (
  port: number,
  print: (line: string) => void,
) => Promise<Sink>;

export interface RunningOutbox<Sink extends DevelopmentMailSink = DevelopmentMailSink> {
  /** Stops the worker (sends in progress finish or are given back), then the development sink if any. */
  stop(): Promise<void>;
  /** The development sink, when one was started. */
  readonly sink: Sink | undefined;
}

/**
 * Starts the delivery worker of a server process, and first the development sink when no SMTP server
 * is configured (`startSink`: the entry point hands it in; a production process never loads it).
 * `print` shows the sink's lines in development (the log is quiet below warnings).
 */
export async function startOutbox<Sink extends DevelopmentMailSink>(
  settings: MailSettings,
  db: Database,
  log: OutboxLog,
  print: (line: string) => void,
  tuning: Omit<OutboxWorkerOptions, 'db' | 'smtp' | 'mail' | 'log'> & {
    readonly startSink?: StartDevelopmentSink<Sink>;
  },
): Promise<RunningOutbox<Sink>> {
  // Notices queued in clear by an older version are sealed first, whether or not mail is sent here.
  const sealed = await sealQueuedNotices(db, tuning.keys);
  if (sealed > 0) log.info({ sealed }, 'outbox: sealed notices queued in clear by an earlier version');
  if (settings.server.kind === 'off') return { sink: undefined, stop: async () => undefined };
  let smtp: SmtpServerSettings;
  let sink: Sink | undefined;
  if (settings.server.kind === 'development-sink') {
    if (!tuning.startSink) throw new Error('mail: no SMTP_HOST and no development sink to start');
    sink = await tuning.startSink(settings.server.port, print);
    const { host, port } = sink.address;
    smtp = { kind: 'smtp', host, port, security: 'none', user: undefined, password: undefined };
    print(
      `Development mail sink on 127.0.0.1:${smtp.port}: the forms' notices are received and logged here, ` +
        'not sent (set SMTP_HOST to send them)',
    );
  } else {
    smtp = settings.server;
  }
  const worker = createOutboxWorker({ ...tuning, db, smtp, mail: settings, log });
  worker.start();
  return {
    sink,
    async stop() {
      await worker.stop();
      await sink?.close();
    },
  };
}
