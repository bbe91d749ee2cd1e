import { CHART_SLUGS, CHART_TITLES, isChartSlug, securityTypeLabel, type Locale } from '@ksei/shared/node';
import { chartDescription } from '../../domains/statistics/charts.js';
import type { Queryable } from '../../db/database.js';
import type { DetailItem } from '../document/sharing.js';
import { pressReleaseHead, pressReleaseSlugs } from '../../domains/content/press-releases.js';
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

/** Detail pages whose parameter must name a database row, and how to find it with the words its head needs. */
const LOOKUPS: Readonly<
  Record<
    string,
    { kind: DetailItem['kind']; find: (db: Queryable, slug: string, locale: Locale) => Promise<DetailRow | undefined> }
  >
> = {
  'publication.pressRelease': { kind: 'NewsArticle', find: pressReleaseHead },
  vacancy: { kind: 'JobPosting', find: vacancyHead },
  'service.investmentProduct': { kind: 'Product', find: (db, slug) => investmentProductHead(db, slug) },
  // The page also answers to the security's ISIN.
  'isin.security': { kind: 'Product', find: (db, slug) => securityHead(db, slug) },
};

/** A security in a line, its type in the page's language: "BBCA · Saham · ISIN ID1000109507 · PT …". */
function securityDescription(row: DetailRow, locale: Locale): string {
  const type = row.type ? securityTypeLabel(row.type, locale) : undefined;
  return [row.code, type, row.isin ? `ISIN ${row.isin}` : undefined, row.issuer].filter(Boolean).join(' · ');
}

/** `null`: the slug names nothing (404). `undefined` item: the page has no lookup (always exists). */
export type DetailLookup = (
  pageId: string,
  params: Readonly<Record<string, string>>,
  locale: Locale,
) => Promise<{ readonly item?: DetailItem } | null>;

/** Whether a matched detail page's slug exists, and what its head says about the item. */
export function createDetailLookup(db: Queryable): DetailLookup {
  return async (pageId, params, locale) => {
    const slug = params['slug'];
    if (pageId === 'statistics.chart') {
      // Titled like its heading: the chart's own name.
      // The charts are the contract's list (the statistics section shows the same ones).
      if (!isChartSlug(slug)) return null;
      return {
        item: { title: CHART_TITLES[slug][locale], description: chartDescription(slug, locale), kind: 'Dataset' },
      };
    }
    const lookup = LOOKUPS[pageId];
    if (!lookup || slug === undefined) return {};
    const row = await lookup.find(db, slug, locale);
    if (!row) return null;
    return {
      item: {
        title: row.title,
        description: row.description ?? securityDescription(row, locale),
        kind: lookup.kind,
        ...(row.date ? { date: row.date } : {}),
        ...(row.closes ? { closes: row.closes } : {}),
      },
    };
  };
}

/** A detail page that exists: its page id and parameters. */
export interface DetailPage {
  readonly pageId: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Every item page the site has, for sitemap.xml: press releases, vacancies, products, securities, charts. */
export async function listDetailPages(db: Queryable): Promise<DetailPage[]> {
  const [releases, vacancies, products, securities] = await Promise.all([
    pressReleaseSlugs(db),
    vacancySlugs(db),
    investmentProductSlugs(db),
    securityCodes(db),
  ]);
  const pages = (pageId: string, slugs: readonly string[]): DetailPage[] =>
    slugs.map((slug) => ({ pageId, params: { slug } }));
  return [
    ...pages('publication.pressRelease', releases),
    ...pages('vacancy', vacancies),
    ...pages('service.investmentProduct', products),
    ...pages('isin.security', securities),
    ...pages('statistics.chart', [...CHART_SLUGS]),
  ];
}
