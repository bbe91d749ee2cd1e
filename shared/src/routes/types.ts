/** Locales the site is published in; `id` is the default and the fallback. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

/** The bundles that own pages. `shell` is the host; the rest are federated remotes. */
export const REMOTES = [
  'mf-about',
  'mf-publication',
  'mf-regulations',
  'mf-service-support',
  'mf-statistics',
  'mf-careers',
  'mf-forms',
] as const;
export type RemoteName = (typeof REMOTES)[number];
export type Owner = 'shell' | RemoteName;

export type Layout = 'default' | 'blank';
/** `false` = auth-free, `'guest'` = logged-out visitors only, `true` = protected. */
export type AuthOption = false | 'guest' | true;

/** Navigation groups of the header menu, in display order. */
export type NavGroup = 'about' | 'publication' | 'statistics' | 'regulations' | 'serviceSupport' | 'information';

export interface PageDefinition {
  /** Stable id, also the i18n key prefix (`pages.<id>.title`). */
  readonly id: string;
  readonly owner: Owner;
  /** Canonical path per locale; `:name` segments are parameters. */
  readonly paths: Readonly<Record<Locale, string>>;
  readonly layout: Layout;
  readonly auth: AuthOption;
  /** Other paths that answer with a 301 to the canonical path of the same locale. */
  readonly aliases?: readonly { readonly locale: Locale; readonly path: string }[];
  /** The page whose breadcrumb this page sits under (besides home). */
  readonly parent?: string;
  readonly nav?: NavGroup;
  /** Example parameters, used by the sitemap-free crawl and the docs. */
  readonly sampleParams?: Readonly<Record<string, string>>;
}

export interface RouteMatch {
  readonly page: PageDefinition;
  readonly locale: Locale;
  readonly params: Readonly<Record<string, string>>;
}
