import type { Database } from '../../db/database.js';
import type { DevelopmentMailSink } from './dev-sink.js';
import type { MailSettings, SmtpServerSettings } from './settings.js';
import { sealQueuedNotices } from './index.js';
import { createOutboxWorker, type OutboxLog, type OutboxWorkerOptions } from './worker.js';

export interface RunningOutbox {
  /** Stops the worker (sends in progress finish or are given back), then the development sink if any. */
  stop(): Promise<void>;
  /** The development sink, when one was started. */
  readonly sink: DevelopmentMailSink | undefined;
}

/**
 * Starts the delivery worker of a server process, and first the development sink when no SMTP server
 * is configured. `print` shows the sink's lines in development (the log is quiet below warnings).
 */
export async function startOutbox(
  settings: MailSettings,
  db: Database,
  log: OutboxLog,
  print: (line: string) => void,
  tuning: Omit<OutboxWorkerOptions, 'db' | 'smtp' | 'mail' | 'log'>,
): Promise<RunningOutbox> {
  // Notices queued in clear by an older version are sealed first, whether or not mail is sent here.
  const sealed = await sealQueuedNotices(db, tuning.keys);
  if (sealed > 0) log.info({ sealed }, 'outbox: sealed notices queued in clear by an earlier version');
  if (settings.server.kind === 'off') return { sink: undefined, stop: async () => undefined };
  let smtp: SmtpServerSettings;
  let sink: DevelopmentMailSink | undefined;
  if (settings.server.kind === 'development-sink') {
    // Loaded only here: a production process never loads the SMTP server.
    const { startDevelopmentMailSink } = await import('./dev-sink.js');
    sink = await startDevelopmentMailSink(settings.server.port, print);
    smtp = sink.smtp;
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
