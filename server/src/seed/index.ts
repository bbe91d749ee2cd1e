import { refreshDataSearch } from '../domains/search/documents.js';
import { adoptPublishedRows } from '../domains/publishing/index.js';
import { todayInJakarta } from '@ksei/shared/node';
import { seedCorporateActionsIfEmpty } from './corporate-actions/index.js';
import type { Database, Queryable } from '../db/database.js';
import { seedSecuritiesIfEmpty } from './securities/index.js';
import { seedStatisticsIfEmpty } from './statistics/index.js';
import { announcements } from './content/announcements.js';
import { company } from './content/company.js';
import { faq } from './content/faq.js';
import { careers } from './content/careers.js';
import { contentPages } from './content/pages.js';
import { pressReleases } from './content/press-releases.js';
import { publications } from './content/publications.js';
import { regulations } from './content/regulations.js';
import { services } from './content/services.js';
import { insertRows } from '../db/insert-rows.js';
import type { SearchSource, SeedContext, SeedPart } from './model/parts.js';
import { loadRealFacts } from './model/real-facts.js';
import { SeedFileSet } from './model/seed-files.js';

export interface SeedOptions {
  /** `server/seed`: the real facts copied into the repository. */
  readonly seedDir: string;
  /** The seed run's date; generated dates are relative to it. */
  readonly today?: string;
}

// Serialises seeding when several servers share one PostgreSQL; harmless on PGlite.
const SEED_LOCK = 'select pg_advisory_xact_lock(4735220)';

/** Sentinels used by search highlighting must never occur in indexed text. */
function clean(text: string): string {
  return text.replaceAll('\u0001', ' ').replaceAll('\u0002', ' ');
}

function searchRows(sources: readonly SearchSource[]): Record<string, unknown>[] {
  return sources.flatMap((source) =>
    (['id', 'en'] as const).map((locale) => ({
      type: source.type,
      locale,
      title: clean(source.title[locale]),
      body: clean(source.body[locale]),
      resource: source.resource,
      category: source.category ?? null,
      params: source.params ?? {},
      sort_date: source.date ?? null,
    })),
  );
}

export function buildSeed(context: SeedContext): SeedPart[] {
  return [
    contentPages(context),
    pressReleases(context),
    announcements(context),
    publications(context),
    regulations(context),
    company(),
    faq(context),
    careers(context),
    services(context),
  ];
}

async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ seeded: boolean }>('select exists (select 1 from content_pages) as seeded');
  return rows[0]?.seeded === true;
}

/**
 * Seeds the content tables when they are empty (first start), in one transaction, then the steps added
 * since (each with its own lock) and the data's search documents. Returns whether it seeded the content.
 * Every step may run in several servers at once on one PostgreSQL: each takes its advisory lock before
 * it looks, so one writes and the others find its rows. The downloads are `seed_files` rows, served
 * from the database: nothing is written to a server's disk.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query(SEED_LOCK);
    if (await isSeeded(tx)) return false;
    const files = new SeedFileSet();
    const context: SeedContext = {
      today: options.today ?? todayInJakarta(),
      files,
      facts: loadRealFacts(options.seedDir),
    };
    const parts = buildSeed(context);
    for (const part of parts) {
      for (const { table, rows } of part.tables) await insertRows(tx, table, rows);
    }
    await insertRows(tx, 'search_documents', searchRows(parts.flatMap((part) => part.search)));
    await insertRows(
      tx,
      'seed_files',
      files.files.map((file) => ({ ...file })),
    );
    return true;
  });
  // Their own steps: a database seeded before the securities master or the schedule existed gets them now.
  await seedSecuritiesIfEmpty(db, options.seedDir);
  await seedCorporateActionsIfEmpty(db, options.seedDir);
  await seedStatisticsIfEmpty(db, options.seedDir);
  await refreshDataSearch(db);
  await adoptPublishedRows(db);
  return seeded;
}
