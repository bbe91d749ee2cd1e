import { RESOURCES, type JsonLdType, type Locale, type RouteMatch, type RouteTable } from '@ksei/shared/node';

/** What the head of a detail page says about its item. */
export interface DetailItem {
  readonly title: string;
  readonly description: string;
  /** ISO date the item was published (press releases) or posted; absent when it has none. */
  readonly date?: string;
  /** Structured-data type of the item, for JSON-LD (its page's `detail` declaration says which). */
  readonly kind?: JsonLdType;
  /** A vacancy's closing date (JobPosting `validThrough`). */
  readonly closes?: string;
}

/** What the head says about a page to search engines and link previews. */
export interface PageSummary {
  /** The page's own name: the item's title on a detail page, else the manifest's. */
  readonly title: string;
  /** One or two sentences, at most 160 characters. */
  readonly description: string;
}

const OG_LOCALE: Readonly<Record<Locale, string>> = { id: 'id_ID', en: 'en_US' };
const DESCRIPTION_LIMIT = 160;

/** Whitespace collapsed, cut at a word boundary with an ellipsis when longer than the limit. */
export function shorten(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * The first paragraph of the page's main content as rendered on the server (a page's lead, or its
 * opening text), as plain text; null when the page renders none worth a description (under 40
 * characters: a count, a date, a notice).
 */
export function firstParagraph(html: string): string | null {
  const main = html.slice(Math.max(0, html.indexOf('<main')));
  for (const [, inner = ''] of main.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = inner
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_all, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length >= 40) return text;
  }
  return null;
}

/**
 * The item's own words on a detail page; else the page's own opening text (`content`, from its
 * server rendering); else what the page's section is about, or the site's tagline on its own pages.
 */
export function summarize(match: RouteMatch, item: DetailItem | undefined, content?: string | null): PageSummary {
  const texts = RESOURCES[match.locale];
  const owner = match.page.owner;
  const about = owner === 'shell' ? texts.site.tagline : texts.sections[owner];
  return {
    title: item?.title ?? match.page.titles[match.locale],
    description: shorten(item?.description || content || `${match.page.titles[match.locale]}: ${about}`),
  };
}

/** Open Graph and Twitter card properties (as `[attribute, name, content]`). */
export function sharingMeta(
  match: RouteMatch,
  summary: PageSummary,
  canonical: string,
  item: DetailItem | undefined,
): [attribute: 'property' | 'name', key: string, content: string][] {
  const other = match.locale === 'id' ? 'en' : 'id';
  return [
    ['property', 'og:type', item?.kind === 'NewsArticle' ? 'article' : 'website'],
    ['property', 'og:site_name', RESOURCES[match.locale].site.fullName],
    ['property', 'og:title', summary.title],
    ['property', 'og:description', summary.description],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', OG_LOCALE[match.locale]],
    ['property', 'og:locale:alternate', OG_LOCALE[other]],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', summary.title],
    ['name', 'twitter:description', summary.description],
  ];
}

/**
 * schema.org data for the page: the organisation on the home page, the breadcrumb trail of every
 * other page, and the item of a press release or vacancy.
 */
export function structuredData(
  routes: RouteTable,
  match: RouteMatch,
  summary: PageSummary,
  origin: string,
  item: DetailItem | undefined,
): Record<string, unknown>[] {
  const { locale } = match;
  const site = RESOURCES[locale].site;
  const organization = { '@type': 'Organization', name: site.fullName, alternateName: site.name, url: `${origin}/` };
  const url = origin + routes.buildPath(match.page.id, locale, match.params);
  const graph: Record<string, unknown>[] = [];
  if (match.page.id === 'home') graph.push({ ...organization, '@id': `${origin}/#organization` });
  const trail = routes.breadcrumbTrail(match.page.id).filter((id) => routes.hasPage(id));
  if (trail.length > 1) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((id, index) => {
        const last = index === trail.length - 1;
        return {
          '@type': 'ListItem',
          position: index + 1,
          name: last ? summary.title : routes.pageTitle(id, locale),
          item: last ? url : origin + routes.buildPath(id, locale),
        };
      }),
    });
  }
  if (item?.kind === 'NewsArticle') {
    graph.push({
      '@type': 'NewsArticle',
      headline: summary.title,
      description: summary.description,
      inLanguage: locale,
      ...(item.date ? { datePublished: item.date } : {}),
      mainEntityOfPage: url,
      publisher: organization,
    });
  }
  if (item?.kind === 'JobPosting') {
    graph.push({
      '@type': 'JobPosting',
      title: summary.title,
      description: item.description,
      ...(item.closes ? { validThrough: item.closes } : {}),
      hiringOrganization: organization,
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Jakarta', addressCountry: 'ID' },
      },
    });
  }
  return graph;
}
