import type { MailTopic } from './index.js';

/**
 * How the SMTP connection is protected: `tls` is TLS from the first byte (usually port 465),
 * `starttls` upgrades a plain connection and refuses to go on without it (usually 587), `none` sends in
 * the clear (a relay on the same host or network only).
 */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export interface SmtpServerSettings {
  readonly kind: 'smtp';
  readonly host: string;
  readonly port: number;
  readonly security: SmtpSecurity;
  /** Both or neither: SMTP AUTH credentials. */
  readonly user: string | undefined;
  readonly password: string | undefined;
}

/** Development without `SMTP_HOST`: the server starts its own SMTP sink on loopback. */
export interface DevelopmentSinkSettings {
  readonly kind: 'development-sink';
  /** 0: any free port. */
  readonly port: number;
}

/** Production with the forms off and no SMTP_HOST: no worker runs (nothing is queued). */
export interface NoMailServer {
  readonly kind: 'off';
}

export interface MailSettings {
  readonly server: SmtpServerSettings | DevelopmentSinkSettings | NoMailServer;
  /** The notices' From address, e.g. `KSEI Website <no-reply@ksei.co.id>`. */
  readonly from: string;
  /** Who receives each form's notices. */
  readonly to: Readonly<Record<MailTopic, readonly string[]>>;
}
