/**
 * The inbox suites' server and data: a real app with the forms, staff sign-in and the inbox on a real
 * database, its inbox clock set by the test, staff accounts signed in through `/api/auth/login`, and
 * reports written as the server keeps them (sealed with its own code) with the test's own dates.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.js';
import { sealContext } from '../../src/domains/forms/intake.js';
import { sealJson } from '../../src/domains/forms/sealing.js';
import type { FormKey } from '../../src/domains/forms/settings.js';
import { addStaff, bearer, tokenFor } from './auth-server.js';
import type { Engine } from './engines.js';
import { serverDatabase } from './engines.js';
import { useStarted, type TestServer } from './fixtures.js';
import { startFormsServer } from './forms-server.js';

export interface InboxServer extends TestServer {
  /** Sets the inbox's clock (deadlines are measured against it). */
  setNow(at: Date): void;
  /** A signed-in token per role: every scope, reports:read only, messages:read only. */
  readonly tokens: { readonly handler: string; readonly reader: string; readonly messages: string };
}

export const STAFF = {
  handler: { email: 'penanganan@ksei.example', name: 'Ratna Handayani' },
  reader: { email: 'pembaca@ksei.example', name: 'Dimas Pratama' },
  messages: { email: 'humas@ksei.example', name: 'Sari Wulandari' },
} as const;

const ROOMY = { perSecond: 1e6, burst: 1e6 };

export async function startInboxServer(engine?: Engine, env: Record<string, string> = {}): Promise<InboxServer> {
  let now = new Date();
  const server = await startFormsServer({
    ...(engine ? serverDatabase(engine) : {}),
    env,
    build: {
      rateLimits: { holdMs: 0, policies: { write: ROOMY, receipt: ROOMY, login: ROOMY } },
      inbox: { now: () => now, maintenanceIntervalMs: 3_600_000 },
    },
  });
  await addStaff(
    server.db,
    STAFF.handler.email,
    ['reports:read', 'reports:handle', 'messages:read'],
    STAFF.handler.name,
  );
  await addStaff(server.db, STAFF.reader.email, ['reports:read'], STAFF.reader.name);
  await addStaff(server.db, STAFF.messages.email, ['messages:read'], STAFF.messages.name);
  const tokens = {
    handler: await tokenFor(server.app, STAFF.handler.email),
    reader: await tokenFor(server.app, STAFF.reader.email),
    messages: await tokenFor(server.app, STAFF.messages.email),
  };
  return {
    ...server,
    tokens,
    setNow: (at) => {
      now = at;
    },
  };
}

/** One inbox server per `describe` block. */
export function useInboxServer(engine?: Engine): () => InboxServer {
  return useStarted('inbox test server', () => startInboxServer(engine), 60_000);
}

/** A staff call with a session's token. */
export function staffGet(server: TestServer, url: string, token: string): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'GET', url, headers: bearer(token) });
}
export function staffPost(
  server: TestServer,
  url: string,
  token: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

export interface ReportRow {
  readonly reference: string;
  readonly status?: 'received' | 'acknowledged' | 'in_review' | 'closed';
  readonly type?: string;
  readonly submittedAt: string;
  readonly acknowledgedAt?: string;
  readonly firstReplyAt?: string;
  readonly closedAt?: string;
  /** Written by the test from the directive's numbers (7 days; 3 months), not by the code under test. */
  readonly acknowledgeBy: string;
  readonly feedbackBy: string;
}

/** A report as the server stores one, with the test's own dates; its id. */
export async function insertReport(db: Queryable, keys: readonly FormKey[], report: ReportRow): Promise<string> {
  const id = randomUUID();
  const type = report.type ?? 'bribery';
  const fields = {
    reportedName: `Terlapor ${report.reference}`,
    violationType: type,
    location: 'Jakarta',
    occurredOn: '2025-12-01',
    chronology: `Uraian kejadian untuk laporan ${report.reference}, cukup panjang untuk formulir.`,
  };
  const sealed = sealJson(keys, fields, sealContext.report(id));
  const status = report.status ?? 'received';
  await db.query(
    `insert into whistleblowing_reports (id, receipt_hash, reference, status, submitted_at, updated_at, locale, key_id,
       sealed, acknowledged_at, first_reply_at, closed_at, violation_type, acknowledge_by, feedback_by)
     values ($1, $2, $3, $4, $5, $5, 'id', $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      randomBytes(32),
      report.reference,
      status,
      report.submittedAt,
      sealed.keyId,
      sealed.sealed,
      report.acknowledgedAt ?? null,
      report.firstReplyAt ?? null,
      report.closedAt ?? null,
      type,
      report.acknowledgeBy,
      report.feedbackBy,
    ],
  );
  return id;
}
