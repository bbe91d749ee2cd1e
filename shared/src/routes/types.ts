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
