import {
  CHART_SLUGS,
  CHART_TITLES,
  isChartSlug,
  securityTypeLabel,
  type ContentType,
  type Locale,
  type PageDefinition,
  type RouteTable,
  type SiteResource,
  type UnpublishRedirect,
} from '@ksei/shared/node';
import { chartDescription } from '../../domains/statistics/charts.js';
import type { Queryable } from '../../db/database.js';
import type { DetailItem } from '../document/sharing.js';
import { pressReleaseHead, pressReleaseSlugs } from '../../domains/content/press-releases.js';
import { unpublishedItem } from '../../domains/publishing/index.js';
import { vacancyHead, vacancySlugs } from '../../domains/content/vacancies.js';
import { investmentProductHead, investmentProductSlugs } from '../../domains/securities/investment-products.js';
import { securityCodes, securityHead } from '../../domains/securities/queries.js';

/** A lookup's row: a description of its own, or a security's fields to make one from. */
interface DetailRow {
  readonly title: string;
  readonly description?: string;
  readonly date?: string | null;
  readonly closes?: string | null;
  readonly code?: string;
  readonly type?: string;
  readonly isin?: string | null;
  readonly issuer?: string | null;
}

interface ItemSource {
  /** The editable type behind the resource: an item staff took off the site answers 410 or 301. */
  readonly type?: ContentType;
  /** The item a slug names, with the words its head needs; `undefined` when there is none (404). */
  find(db: Queryable, slug: string, locale: Locale): Promise<DetailRow | undefined>;
  /** Every item's slug (the sitemap's entries). */
  slugs(db: Queryable): Promise<readonly string[]>;
}

/**
 * The resources whose items have pages, by the server's names for them. Which page shows an item is
 * the sections' word (a page's `detail` declaration in the live manifest), never written here.
 */
const ITEMS: Partial<Record<SiteResource, ItemSource>> = {
  pressReleases: { type: 'pressRelease', find: pressReleaseHead, slugs: pressReleaseSlugs },
  vacancies: { type: 'vacancy', find: vacancyHead, slugs: vacancySlugs },
  investmentProducts: { find: (db, slug) => investmentProductHead(db, slug), slugs: investmentProductSlugs },
  // A security's page also answers to its ISIN.
  securities: { find: (db, slug) => securityHead(db, slug), slugs: securityCodes },
  // The charts are the contract's list (the statistics section shows the same ones), titled like their
  // headings.
  charts: {
    find: async (_db, slug, locale) =>
      isChartSlug(slug)
        ? { title: CHART_TITLES[slug][locale], description: chartDescription(slug, locale) }
        : undefined,
    slugs: async () => CHART_SLUGS,
  },
};

/** A security in a line, its type in the page's language: "BBCA · Saham · ISIN ID1000109507 · PT …". */
function securityDescription(row: DetailRow, locale: Locale): string {
  const type = row.type ? securityTypeLabel(row.type, locale) : undefined;
  return [row.code, type, row.isin ? `ISIN ${row.isin}` : undefined, row.issuer].filter(Boolean).join(' · ');
}

/**
 * `null`: the slug names nothing (404). `gone`: staff took the item off the site (410, or 301 to the
 * page they chose). `undefined` item: the page shows no item (always exists).
 */
export type DetailFound =
  | { readonly item?: DetailItem; readonly gone?: undefined }
  | { readonly gone: { readonly redirect: UnpublishRedirect | null } }
  | null;

export type DetailLookup = (
  pageId: string,
  params: Readonly<Record<string, string>>,
  locale: Locale,
) => Promise<DetailFound>;

/** What a page's head says about the item its `detail` declaration names; `null` when there is none. */
export async function detailOf(
  db: Queryable,
  page: PageDefinition,
  params: Readonly<Record<string, string>>,
  locale: Locale,
): Promise<DetailFound> {
  const slug = params['slug'];
  const source = page.detail ? ITEMS[page.detail.resource] : undefined;
  if (!page.detail || !source || slug === undefined) return {};
  const row = await source.find(db, slug, locale);
  if (!row) {
    const gone = source.type ? await unpublishedItem(db, source.type, slug) : undefined;
    return gone ? { gone } : null;
  }
  return {
    item: {
      title: row.title,
      description: row.description ?? securityDescription(row, locale),
      ...(page.detail.jsonLd ? { kind: page.detail.jsonLd } : {}),
      ...(row.date ? { date: row.date } : {}),
      ...(row.closes ? { closes: row.closes } : {}),
    },
  };
}

/**
 * Whether a matched detail page's slug exists, and what its head says about the item: the page's
 * `detail` declaration in the live manifest says which resource its slug names.
 */
export function createDetailLookup(db: Queryable, routes: { current(): Promise<RouteTable> }): DetailLookup {
  return async (pageId, params, locale) => {
    const table = await routes.current();
    return table.hasPage(pageId) ? detailOf(db, table.getPage(pageId), params, locale) : {};
  };
}

/** A detail page that exists: its page id and parameters. */
export interface DetailPage {
  readonly pageId: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Every item page of the live manifest that declares sitemap entries, for sitemap.xml. */
export async function listDetailPages(db: Queryable, routes: RouteTable): Promise<DetailPage[]> {
  const pages = routes.pages.filter((page) => page.detail?.sitemap && ITEMS[page.detail.resource]);
  const lists = await Promise.all(
    pages.map(async (page) => {
      const slugs = page.detail ? ((await ITEMS[page.detail.resource]?.slugs(db)) ?? []) : [];
      return slugs.map((slug): DetailPage => ({ pageId: page.id, params: { slug } }));
    }),
  );
  return lists.flat();
}
