import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';
import { createMigratedTestPglite, createTestPglite } from './pglite-template.js';
import { createPostgres, postgresTemplate, withDatabase } from './postgres-templates.js';
import {
  migrated,
  migratedKey,
  seeded,
  seededKey,
  seededTestPglite,
  type ServerDatabaseWanted,
} from './seeded-database.js';

export type EngineName = 'pglite' | 'postgres';

export interface Engine {
  readonly name: EngineName;
  /** A new, empty database on this engine (PostgreSQL: a throwaway database, dropped after the suite). */
  create(): Promise<Database>;
  /** A new database with every migration applied and no rows. */
  createMigrated(): Promise<Database>;
  /** A new database migrated and seeded, as a first start leaves it. */
  createSeeded(): Promise<Database>;
}

function postgresEngine(adminUrl: string): Engine & { dropAll(): Promise<void> } {
  const created: string[] = [];
  const create = async (template?: string): Promise<Database> => {
    const name = `ksei_test_${randomBytes(6).toString('hex')}`;
    await createPostgres(adminUrl, name, template);
    created.push(name);
    return createPostgresDatabase(withDatabase(adminUrl, name));
  };
  return {
    name: 'postgres',
    create: () => create(),
    createMigrated: async () => create(await postgresTemplate(adminUrl, 'migrated', migratedKey(), migrated)),
    createSeeded: async () => create(await postgresTemplate(adminUrl, 'seeded', seededKey(), seeded)),
    async dropAll() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        for (const name of created.splice(0)) await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * Runs `fn` as a suite on PGlite always, and again on PostgreSQL when `TEST_DATABASE_URL` points at a
 * server (each suite gets its own fresh database there, so parallel runs do not collide).
 */
export function describeEachEngine(name: string, fn: (engine: Engine) => void): void {
  describe(`${name} [pglite]`, () =>
    fn({
      name: 'pglite',
      create: createTestPglite,
      createMigrated: createMigratedTestPglite,
      createSeeded: seededTestPglite,
    }));
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return;
  describe(`${name} [postgres]`, () => {
    const engine = postgresEngine(url);
    fn(engine);
    // Declared after the suite's own hooks so it runs after they closed their connections.
    afterAll(() => engine.dropAll());
  });
}

/**
 * The `database` option of `startTestServer` for an engine: none on PGlite, so a seeded server starts
 * from the seeded dump (seconds faster) rather than seeding a new database; the engine's own on PostgreSQL.
 */
export function serverDatabase(engine: Engine): { database?: (wanted: ServerDatabaseWanted) => Promise<Database> } {
  return engine.name === 'pglite'
    ? {}
    : { database: ({ seeded: seed }) => (seed ? engine.createSeeded() : engine.createMigrated()) };
}
