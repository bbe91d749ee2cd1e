import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';

/**
 * Prepared PostgreSQL databases for tests: migrating a new database takes a second and seeding one
 * several, while `create database … template` copies a prepared one in a fraction of that. A template
 * is made once per kind and key (its name holds both) and stays on the test server for later runs;
 * one of another key of the same kind (older sources, another day) is dropped when a new one is made.
 */

/** Serialises making templates across jest workers and runs (a session-level advisory lock). */
const TEMPLATE_LOCK = 0x6b736569;

/** `postgres://…/db` → the same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `use` on one client connected to `adminUrl`, closed after it. */
export async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** Makes `name` with `prepare`, unless a worker or an earlier run has. Nobody stays connected to it. */
async function makeTemplate(
  adminUrl: string,
  kind: string,
  name: string,
  prepare: (db: Database) => Promise<void>,
): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount !== 0) return;
    // Prepared under another name and renamed when whole: a failed run never leaves a half template.
    const partial = `${name}_p${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const db = await createPostgresDatabase(withDatabase(adminUrl, partial));
    try {
      await prepare(db);
    } catch (error) {
      await db.close();
      await admin.query(`drop database ${partial} with (force)`);
      throw error;
    }
    await db.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
    const stale = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 and datname <> $2',
      [`ksei_tpl_${kind}_%`, name],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

const templates = new Map<string, Promise<string>>();

/** The name of the template database of this kind and key, made on first use. */
export function postgresTemplate(
  adminUrl: string,
  kind: string,
  key: string,
  prepare: (db: Database) => Promise<void>,
): Promise<string> {
  const name = `ksei_tpl_${kind}_${key}`;
  let made = templates.get(name);
  if (made === undefined) {
    made = makeTemplate(adminUrl, kind, name, prepare).then(() => name);
    templates.set(name, made);
  }
  return made;
}

/** `create database name`, as a copy of `template` when one is given. */
export async function createPostgres(adminUrl: string, name: string, template?: string): Promise<void> {
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template === undefined ? '' : ` template ${template}`}`),
  );
}
