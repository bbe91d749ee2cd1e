import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerAuthApi } from '../api/auth/index.js';
import { registerFormsApi } from '../api/forms/index.js';
import { databaseReadiness, registerHealthCheck, registerReadinessCheck } from '../api/health.js';
import { registerPublicApi } from '../api/index.js';
import { registerInboxApi } from '../api/inbox/index.js';
import { registerPublishingApi } from '../api/publishing/index.js';
import { createStaffAuth, ensureFirstStaffAccount, type StaffAuth } from '../domains/auth/index.js';
import { createCaptchaVerifier, type CaptchaEndpoints } from '../domains/captcha/index.js';
import { prepareEvidence } from '../domains/forms/evidence/index.js';
import { startInboxMaintenance, type InboxMaintenance } from '../domains/inbox/index.js';
import { watchSchedules, type ScheduleWatch } from '../domains/publishing/index.js';
import { createMailQueue } from '../domains/outbox/index.js';
import type { ClientKeys } from '../http/client-address.js';
import type { createLiveRoutes } from '../site/releases/live-routes.js';
import type { BuildOptions } from './options.js';

/**
 * The HTTP APIs: health and readiness, the public content API, the forms, staff sign-in, the inbox and
 * staff publishing,
 * with the inbox's upkeep from ready until close. Returns the staff sign-in the pages' guard uses.
 */
export async function registerApis(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
  options: BuildOptions,
  context: {
    readonly liveRoutes: ReturnType<typeof createLiveRoutes>;
    readonly clientKeys: ClientKeys;
    readonly captcha: CaptchaEndpoints;
  },
): Promise<StaffAuth> {
  registerHealthCheck(app, db);
  registerReadinessCheck(app, app.readiness);
  // Shared by every server: its failure degrades them, it never takes them all out of the balancer.
  app.readiness.add('database', databaseReadiness(db), { shared: true });
  await registerPublicApi(app, db, {
    publicOrigin: config.publicOrigin,
    liveRoutes: context.liveRoutes,
    changes: db,
    warm: options.warmCaches ?? false,
  });
  if (config.forms.enabled) {
    // Outside the public API's context: uncached, `no-store`, never in the response or render cache.
    await registerFormsApi(app, {
      db,
      settings: config.forms,
      publicOrigin: config.publicOrigin,
      allowLoopbackOrigin: config.mode === 'development',
      verifyCaptcha:
        options.forms?.verifyCaptcha ??
        createCaptchaVerifier({
          settings: config.captcha,
          endpoints: context.captcha,
          publicOrigin: config.publicOrigin,
          log: app.log,
        }),
      prepareEvidence: options.forms?.prepareEvidence ?? prepareEvidence,
      enqueueMail: options.forms?.enqueueMail ?? createMailQueue(config.forms.keys),
    });
  }
  // The first staff account from STAFF_FIRST_* on a database without any (every later start: nothing).
  await ensureFirstStaffAccount(db, config.staff.firstAccount);
  const staffAuth =
    options.staffAuth ?? createStaffAuth(db, config.staff, { deviceSecret: config.forms.receiptPepper });
  await registerAuthApi(app, {
    auth: staffAuth,
    sameOrigin: { publicOrigin: config.publicOrigin, allowLoopback: config.mode === 'development' },
    upkeep: { db },
    clientKeys: context.clientKeys,
  });
  await registerInboxApi(app, {
    db,
    keys: config.forms.keys,
    authenticate: staffAuth.authenticate,
    now: options.inbox?.now,
  });
  startInboxUpkeep(app, config, db, options);
  await registerPublishingApi(app, { db, authenticate: staffAuth.authenticate, now: options.publishing?.now });
  startScheduleWatch(app, db, options);
  return staffAuth;
}

/** Retention and the inbox's upkeep, in every process (safe side by side): from ready until close. */
function startInboxUpkeep(app: FastifyInstance, config: ServerConfig, db: Database, options: BuildOptions): void {
  let inboxMaintenance: InboxMaintenance | undefined;
  app.addHook('onReady', async () => {
    inboxMaintenance = startInboxMaintenance({
      db,
      keys: config.forms.keys,
      retentionDays: config.reportRetentionDays,
      log: app.log,
      intervalMs: options.inbox?.maintenanceIntervalMs,
      now: options.inbox?.now,
    });
  });
  app.addHook('onClose', async () => {
    await inboxMaintenance?.stop();
  });
}

/** Scheduled items falling due empty this server's copies, from ready until close (every process). */
function startScheduleWatch(app: FastifyInstance, db: Database, options: BuildOptions): void {
  let watch: ScheduleWatch | undefined;
  app.addHook('onReady', async () => {
    watch = watchSchedules(db, {
      intervalMs: options.publishing?.scheduleLookMs,
      warn: (message) => app.log.warn(message),
    });
  });
  app.addHook('onClose', async () => {
    await watch?.stop();
  });
}
