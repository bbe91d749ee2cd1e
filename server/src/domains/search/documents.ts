import { CHART_SLUGS, CHART_TITLES, type SiteResource } from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';
import type { Bi } from '../../text/bilingual.js';

/**
 * Site search over the data the lists hold: securities (code, ISIN, issuer), corporate actions, and the
 * data pages whose content is not a database row (ISIN lookup, schedule, statistics, contact). Their
 * documents are rebuilt whole from the tables, so an import or a new page shows in search; the
 * content seed's own documents are left alone. A document names the resource it shows (and an item's
 * slug), never a page: the live manifest says which page lists or shows it when a search is answered.
 */

interface DataPage {
  /** The page listing this resource; with a `slug` in params, the page showing that item. */
  readonly resource: SiteResource;
  readonly params?: Readonly<Record<string, string>>;
  readonly title: Bi;
  readonly body: Bi;
}

/** The charts by their titles, the same words the statistics API and pages use. */
const CHARTS: readonly (readonly [slug: string, title: Bi])[] = CHART_SLUGS.map((slug) => [slug, CHART_TITLES[slug]]);

const DATA_PAGES: readonly DataPage[] = [
  {
    resource: 'securities',
    title: { id: 'Kode ISIN', en: 'ISIN Code' },
    body: {
      id: 'Pencarian kode ISIN efek yang tercatat di KSEI menurut kode ISIN, kode efek atau nama penerbit.',
      en: 'ISIN lookup: securities registered at KSEI by ISIN, security code or issuer name.',
    },
  },
  {
    resource: 'corporateActions',
    title: { id: 'Jadwal Aksi Korporasi', en: 'Schedule of Corporate Actions' },
    body: {
      id: 'Jadwal aksi korporasi: dividen tunai, dividen saham, HMETD, pemecahan saham, kupon obligasi; tanggal cum, pencatatan dan distribusi; unduh kalender iCalendar.',
      en: 'Schedule of corporate actions: cash dividends, stock dividends, rights issues, stock splits, bond coupons; cum, recording and distribution dates; iCalendar download.',
    },
  },
  {
    resource: 'charts',
    title: { id: 'Grafik Data dan Statistik', en: 'Data and Statistics Charts' },
    body: {
      id: `Statistik dan grafik investor pasar modal KSEI: ${CHARTS.map(([, title]) => title.id).join(', ')}.`,
      en: `KSEI capital market investor statistics and charts: ${CHARTS.map(([, title]) => title.en).join(', ')}.`,
    },
  },
  ...CHARTS.map(([slug, title]): DataPage => ({
    resource: 'charts',
    params: { slug },
    title,
    body: { id: `Statistik grafik ${title.id} KSEI.`, en: `KSEI statistics chart: ${title.en}.` },
  })),
  {
    resource: 'securityHoldings',
    title: { id: 'Kepemilikan Efek', en: 'Securities Ownership' },
    body: {
      id: 'Statistik kepemilikan efek menurut jenis investor, lokal dan asing; data komposisi kepemilikan bulanan.',
      en: 'Securities ownership statistics by investor type, local and foreign; monthly holding composition data.',
    },
  },
  {
    resource: 'securityStatistics',
    title: { id: 'Statistik Efek', en: 'Securities Statistics' },
    body: {
      id: 'Statistik jumlah efek menurut jenis efek per bulan.',
      en: 'Statistics of the number of securities by type per month.',
    },
  },
  {
    resource: 'investorStatistics',
    title: { id: 'Statistik KSEI', en: 'KSEI Statistics' },
    body: {
      id: 'Statistik KSEI: jumlah investor pasar modal (SID) dari waktu ke waktu, dengan sumbernya.',
      en: 'KSEI statistics: capital market investor numbers (SID) over time, with their sources.',
    },
  },
  {
    resource: 'contact',
    title: { id: 'Hubungi Kami', en: 'Contact Us' },
    body: {
      id: 'Hubungi KSEI: alamat kantor, telepon, surel dan formulir kontak.',
      en: 'Contact KSEI: office address, telephone, email and the contact form.',
    },
  },
];

// Start-up writer: the data's search documents are deleted and rebuilt by several writers (each server's
// start, the import command); unserialised, three servers started together on one PostgreSQL each saw
// the index stale and each inserted it (three hits per security). Held until the writer's transaction
// ends; taken again by the same transaction it is a no-op.
const SEARCH_INDEX_LOCK = 'select pg_advisory_xact_lock(4735224)';

/** The securities master as search documents: one per security and language, titled like its page. */
export async function indexSecurities(db: Queryable): Promise<void> {
  // `db` is a transaction (the caller's writes and this index commit together), so the lock holds till it ends.
  await db.query(SEARCH_INDEX_LOCK);
  await db.query("delete from search_documents where type = 'security'");
  await db.query(
    `insert into search_documents (type, locale, title, body, resource, params)
     select 'security', l.locale, s.code || coalesce(' — ' || coalesce(s.issuer, s.description), ''),
            concat_ws(' ', s.code, s.isin, s.issuer, s.description, s.type),
            'securities', jsonb_build_object('slug', s.code)
     from securities s cross join (values ('id'), ('en')) as l (locale)
     order by s.code, l.locale`,
  );
}

/** Corporate actions as search documents, each leading to its security's page (which lists them), else the schedule. */
export async function indexCorporateActions(db: Queryable): Promise<void> {
  await db.query(SEARCH_INDEX_LOCK);
  await db.query("delete from search_documents where type = 'corporateAction'");
  await db.query(
    `insert into search_documents (type, locale, title, body, resource, params, sort_date)
     select 'corporateAction', l.locale,
            a.code || ' — ' || case when l.locale = 'en' then a.description_en else a.description_id end,
            concat_ws(' ', a.code, case when l.locale = 'en' then a.description_en else a.description_id end,
                      case when l.locale = 'en' then a.amount_en else a.amount_id end,
                      case when l.locale = 'en' then 'corporate action schedule' else 'jadwal aksi korporasi' end),
            case when s.code is null then 'corporateActions' else 'securities' end,
            case when s.code is null then '{}'::jsonb else jsonb_build_object('slug', s.code) end,
            coalesce(a.cum_date, a.recording_date, a.distribution_date)
     from corporate_actions a left join securities s on s.code = a.code
     cross join (values ('id'), ('en')) as l (locale)
     order by a.cum_date desc nulls last, a.id, l.locale`,
  );
}

async function indexDataPages(db: Queryable): Promise<void> {
  const resources = [...new Set(DATA_PAGES.map((page) => page.resource))];
  await db.query("delete from search_documents where type = 'page' and resource = any($1::text[])", [resources]);
  for (const page of DATA_PAGES) {
    for (const locale of ['id', 'en'] as const) {
      await db.query(
        `insert into search_documents (type, locale, title, body, resource, params)
         values ('page', $1, $2, $3, $4, $5::jsonb)`,
        [locale, page.title[locale], page.body[locale], page.resource, JSON.stringify(page.params ?? {})],
      );
    }
  }
}

/**
 * Brings the data's search documents up to date when they do not match the tables (first start, a
 * database seeded before they existed, an import by a stopped server's command).
 */
export async function refreshDataSearch(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Before the look: the next server waits, then finds the index this one wrote.
    await tx.query(SEARCH_INDEX_LOCK);
    const [state] = await tx.query<{ securities: boolean; actions: boolean; pages: boolean }>(
      `select
         (select count(*) from search_documents where type = 'security') = 2 * (select count(*) from securities)
           as securities,
         (select count(*) from search_documents where type = 'corporateAction') = 2 * (select count(*) from corporate_actions)
           as actions,
         (select count(*) from search_documents where type = 'page' and resource = 'charts' and params ? 'slug') = $1
           as pages`,
      [2 * CHARTS.length],
    );
    if (!state?.securities) await indexSecurities(tx);
    if (!state?.actions) await indexCorporateActions(tx);
    if (!state?.pages) await indexDataPages(tx);
  });
}
