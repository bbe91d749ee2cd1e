/** Locales the site is published in; `id` is the default and the fallback. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

/**
 * The federated sections, the bundles that own pages besides the host (`shell`), in the order their
 * pages take in the composed manifest (and so in menus and the sitemap page). The one list of them: the
 * shell, the server and the build and release tools (through `@ksei/shared/node`) all read it.
 */
export const REMOTES = [
  'mf-about',
  'mf-forms',
  'mf-publication',
  'mf-statistics',
  'mf-regulations',
  'mf-service-support',
  'mf-careers',
] as const;
export type RemoteName = (typeof REMOTES)[number];
export type Owner = 'shell' | RemoteName;

export type Layout = 'default' | 'blank';

/**
 * How a page reads a query parameter: `page`, a list page number; `choice`, one of a list (a type, a
 * sort, a month); `text`, what a visitor typed (a page showing it is never shared between visitors).
 */
export type QueryParameterKind = 'page' | 'choice' | 'text';
/** `false` = auth-free, `'guest'` = logged-out visitors only, `true` = protected. */
export type AuthOption = false | 'guest' | true;

/** Navigation groups of the header menu, in display order. */
export type NavGroup = 'about' | 'publication' | 'statistics' | 'regulations' | 'serviceSupport' | 'information';

/**
 * What the server serves that a page can show, in the server's own words (its API resources, never a
 * section's page id). A page names the one it shows; the server finds "the page that shows a press
 * release" by asking the live manifest, so a section release that renames the page takes its title,
 * JSON-LD, sitemap entries, feed links and search hits to the new address.
 */
export const SITE_RESOURCES = [
  'pressReleases',
  'announcements',
  'events',
  'bulletins',
  'publications',
  'regulations',
  'faq',
  'management',
  'vacancies',
  'investmentProducts',
  'securities',
  'corporateActions',
  'charts',
  'securityHoldings',
  'securityStatistics',
  'investorStatistics',
  'contact',
  // The structured content pages, by their key (`category`) of GET /api/pages/:key.
  'content',
] as const;
export type SiteResource = (typeof SITE_RESOURCES)[number];

/** The schema.org types the server can describe an item as (its JSON-LD). */
export const JSON_LD_TYPES = ['NewsArticle', 'JobPosting', 'Product', 'Dataset'] as const;
export type JsonLdType = (typeof JSON_LD_TYPES)[number];

/**
 * A detail page: its `:slug` names one item of `resource`, so the server answers 404 for a slug the
 * resource lacks and takes the page's title, description and date from the item.
 */
export interface DetailDeclaration {
  readonly resource: SiteResource;
  /** The item's schema.org type in the page's JSON-LD; none when absent. */
  readonly jsonLd?: JsonLdType;
  /** Every item of the resource has a sitemap entry here. */
  readonly sitemap?: boolean;
  /** The resource's feed entries link here (else to its list page). */
  readonly feed?: boolean;
  /** The resource's search hits lead here (else to its list page). */
  readonly search?: boolean;
}

/**
 * A list page: it shows the items of `resource` (or of one category of it). Search hits of an item
 * without a detail page lead here, and a feed of the resource takes its name and alternate link here.
 */
export interface ListDeclaration {
  readonly resource: SiteResource;
  readonly category?: string;
}

/**
 * An address of the old site that a page replaces: it answers 301 with the page's path in `locale`.
 * Declared by the page, so the redirect follows the page when a release moves or renames it.
 */
export interface LegacyAddress {
  /** The old path with its query, exactly as the old site linked it (`/faqs?setLocale=en-US`). */
  readonly from: string;
  readonly locale: Locale;
  /** The page's path parameters for this address (`{ slug: 'bbca' }`). */
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * One page as its owning bundle declares it (in its `src/routes.ts`). The owner is the bundle that
 * declares it; the composed manifest adds it.
 */
export interface PageDeclaration {
  /** Stable id, unique across the site; other bundles link to the page by it. */
  readonly id: string;
  /** Canonical path per locale; `:name` segments are parameters. */
  readonly paths: Readonly<Record<Locale, string>>;
  /** The page's name per locale: `<title>`, heading, breadcrumb, menu and sitemap entry. */
  readonly titles: Readonly<Record<Locale, string>>;
  /** `default` when absent. */
  readonly layout?: Layout;
  /** `false` (auth-free) when absent. */
  readonly auth?: AuthOption;
  /**
   * A protected page (`auth: true`) may name the scope a signed-in account needs to open it (the
   * original's scope check: a list holds it, or a map has it truthy). Without it: 403.
   */
  readonly scope?: string;
  /** Other paths that answer with a 301 to the canonical path of the same locale. */
  readonly aliases?: readonly { readonly locale: Locale; readonly path: string }[];
  /** The page whose breadcrumb this page sits under (besides home); may be another bundle's. */
  readonly parent?: string;
  readonly nav?: NavGroup;
  /** Example parameters, used by the e2e crawl and the docs. */
  readonly sampleParams?: Readonly<Record<string, string>>;
  /**
   * The query parameters the page reads, by kind. Any other parameter is dropped from the address the
   * page is rendered with (server and browser alike), so it can neither change the page nor defeat the
   * server's render cache.
   */
  readonly query?: Readonly<Record<string, QueryParameterKind>>;
  /**
   * The page carries a form: it takes a POST (its route's action, so a form sent without JavaScript
   * gets its answer rendered on the server), its CSP admits the captcha provider, and neither its
   * rendering nor its answer is ever kept (both may depend on what the visitor sent).
   */
  readonly form?: boolean;
  /**
   * The page shows what a secret in its address opens (a preview link for someone without an account):
   * rendered for each request, never kept by the server or anyone else, never indexed, and its address
   * never written to the request log.
   */
  readonly secret?: boolean;
  /** The item this page shows by its `:slug`, for the server (head, JSON-LD, sitemap, feed, search). */
  readonly detail?: DetailDeclaration;
  /** The items this page lists, for the server (search hits without a page of their own, feeds). */
  readonly lists?: ListDeclaration;
  /** Old-site addresses this page replaces (each a 301 here). */
  readonly legacy?: readonly LegacyAddress[];
}

/**
 * A bundle's route declaration, published beside its build as `routes.json`. The server composes the
 * live route manifest from the released declarations.
 */
export interface BundleRoutes {
  readonly owner: Owner;
  readonly pages: readonly PageDeclaration[];
  /** Ids of other bundles' pages this bundle links to; a release is refused when one does not exist. */
  readonly links?: readonly string[];
}

/** A page of the composed manifest. */
export interface PageDefinition extends PageDeclaration {
  readonly owner: Owner;
  readonly layout: Layout;
  readonly auth: AuthOption;
}

export interface RouteMatch {
  readonly page: PageDefinition;
  readonly locale: Locale;
  readonly params: Readonly<Record<string, string>>;
}
