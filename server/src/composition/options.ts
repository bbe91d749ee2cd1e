import type { ConnectionLimits } from '../http/connection-limits.js';
import type { RateLimiterOptions } from '../http/rate-limit.js';
import type { FormsApiOptions } from '../api/forms/index.js';
import type { StaffAuth } from '../domains/auth/index.js';
import type { RenderCacheOptions } from '../site/render/page-renderer.js';

/** What a caller of `buildApp` may set beside the configuration: mostly tests' clocks, limits and seams. */
export interface BuildOptions {
  /** `false` silences the log (tests); otherwise JSON lines at `config.logLevel`. */
  readonly logger?: boolean;
  /** Where the log's lines go instead of stdout (a test reading what was logged). */
  readonly logStream?: NodeJS.WritableStream;
  /** How long the legacy-URL table is cached (ms). */
  readonly legacyRedirectTtlMs?: number;
  /** Rate limits other than the defaults (tests). */
  readonly rateLimits?: RateLimiterOptions;
  /** Server rendering of pages: its time budget per section render, or `false` to leave pages to the browser. */
  readonly serverRendering?: { readonly sectionBudgetMs?: number; readonly cache?: RenderCacheOptions | false } | false;
  /** Timeouts other than the defaults (tests); the per-address cap comes from the configuration. */
  readonly connectionLimits?: Partial<Omit<ConnectionLimits, 'maxPerAddress'>>;
  /** The forms' outside boundaries other than the configured ones (tests). */
  readonly forms?: Partial<Pick<FormsApiOptions, 'verifyCaptcha' | 'prepareEvidence' | 'enqueueMail'>>;
  /** Staff sign-in other than the configured one (tests: a clock to move, smaller throttle limits). */
  readonly staffAuth?: StaffAuth;
  /** The inbox's clock and its maintenance job's interval other than the defaults (tests). */
  readonly inbox?: { readonly now?: () => Date; readonly maintenanceIntervalMs?: number };
  /** Staff publishing's clock and how often a server looks for scheduled items falling due (tests). */
  readonly publishing?: { readonly now?: () => Date; readonly scheduleLookMs?: number };
  /** Read the public API's copies in memory as soon as the app is ready (the server's entry; tests leave it off). */
  readonly warmCaches?: boolean;
}
