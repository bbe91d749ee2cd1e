import {
  documentTitle,
  RESOURCES,
  SECTION_DATA_ID,
  SHELL_DATA_ID,
  CAPTCHA_META,
  type CanonicalQuery,
  type CaptchaRuntimeConfig,
  type Locale,
  type RouteMatch,
  type RouteTable,
} from '@ksei/shared/node';
import { escapeHtml } from '../../text/escape-html.js';
import { firstParagraph, sharingMeta, structuredData, summarize, type DetailItem } from './sharing.js';
import { FEEDS, feedListPage, feedPath, feedTitle, type FeedName } from './feed-links.js';
import { HEAD_MARKER, ROOT_MARKER } from './template.js';
import type { PageHints } from '../releases/section-hints.js';
import type { RenderedPage } from '../render/page-renderer.js';

/** What the document needs besides the template: the page shown (or none for 404) and the origin. */
export interface DocumentRequest {
  /** The matched page; `null` renders the not-found document. */
  readonly match: RouteMatch | null;
  /** Locale of the document (the match's, or read from the path for 404). */
  readonly locale: Locale;
  /** `https://www.ksei.co.id`: absolute links in canonical/hreflang need it. */
  readonly origin: string;
  /** Replaces the whole document title (the error page). */
  readonly title?: string;
  /** The inlined registry and the preloads of the section that renders the page. */
  readonly hints?: PageHints;
  /**
   * The live route manifest the page was decided with: the shell routes with exactly this one (it is
   * inlined), and titles and language versions come from it.
   */
  readonly routes?: RouteTable;
  /** A matched detail page whose item does not exist (404): rendered, but not for search engines. */
  readonly missingItem?: boolean;
  /** A detail page's item: its own title and description head the page. */
  readonly item?: DetailItem;
  /** Testers may point a section at another build (the shell reads this; configuration decides it). */
  readonly remoteOverrides?: boolean;
  /** The request failed: the shell shows its error page with this status and localized message. */
  readonly error?: { readonly status: number; readonly message: string };
  /** Sections the browser takes from a tester's build (their cookie): the server does not render them. */
  readonly overriddenSections?: readonly string[];
  /** The page's body as the server rendered it; absent, the browser renders everything. */
  readonly body?: RenderedPage | null;
  /**
   * The query the page is rendered with: its declared parameters only (`canonicalQuery`); absent, none
   * (a 404 or error page reads no parameter).
   */
  readonly query?: CanonicalQuery;
  /** The captcha's runtime configuration: on pages that carry a form only (their CSP admits the provider). */
  readonly captcha?: CaptchaRuntimeConfig;
}

/** JSON inside `<script type="application/json">`: `<` escaped so no value can close the element. */
function jsonScriptBody(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function hintTags(hints: PageHints): string[] {
  const tags = hints.preloads.map((preload) =>
    // The section's stylesheet (one per section) is linked, not preloaded: the server-rendered page is
    // styled at its first paint (the federation runtime finds it there and does not load it again).
    preload.as === 'style'
      ? tag('link', { rel: 'stylesheet', href: preload.href })
      : tag('link', {
          rel: 'preload',
          href: preload.href,
          as: preload.as,
          ...(preload.crossorigin ? { crossorigin: 'anonymous' } : {}),
          // Needed after the first paint (the shell starts then): let the stylesheets have the line first.
          fetchpriority: 'low',
        }),
  );
  // A data block, not a script: it never executes, so the CSP (no inline scripts) is untouched.
  tags.push(
    `<script type="application/json" id="ksei-remotes">${jsonScriptBody({ remotes: hints.registry })}</script>`,
  );
  return tags;
}

function tag(name: string, attributes: Readonly<Record<string, string>>): string {
  const rendered = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${rendered}>`;
}

/** Canonical + one hreflang per language version + x-default (the Indonesian one). */
function linkTags(routes: RouteTable, match: RouteMatch, origin: string): string[] {
  const versions = routes.alternates(match);
  const own = versions.find((version) => version.locale === match.locale) ?? versions[0];
  const tags = own ? [tag('link', { rel: 'canonical', href: origin + own.path })] : [];
  // A page with one address for every locale (`/login`) has no language versions to announce.
  if (new Set(versions.map((version) => version.path)).size < 2) return tags;
  for (const version of versions) {
    tags.push(tag('link', { rel: 'alternate', hreflang: version.locale, href: origin + version.path }));
  }
  const fallback = versions.find((version) => version.locale === 'id');
  if (fallback) tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: origin + fallback.path }));
  return tags;
}

/** Description, Open Graph, Twitter card and JSON-LD of a page that search engines may index. */
function indexableTags(routes: RouteTable, match: RouteMatch, request: DocumentRequest): string[] {
  const summary = summarize(match, request.item, request.body ? firstParagraph(request.body.rootHtml) : null);
  const canonical = request.origin + routes.buildPath(match.page.id, match.locale, match.params);
  const tags = [
    ...linkTags(routes, match, request.origin),
    tag('meta', { name: 'description', content: summary.description }),
    ...sharingMeta(match, summary, canonical, request.item).map(([attribute, key, content]) =>
      tag('meta', { [attribute]: key, content }),
    ),
  ];
  // The feeds of the page's language, for feed readers.
  for (const name of Object.keys(FEEDS) as FeedName[]) {
    const list = feedListPage(routes, name);
    if (!list) continue;
    tags.push(
      tag('link', {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: feedTitle(list, match.locale),
        href: feedPath(name, match.locale),
      }),
    );
  }
  const graph = structuredData(routes, match, summary, request.origin, request.item);
  // Structured data is a data block, not a script: the CSP (no inline scripts) does not apply to it.
  if (graph.length > 0) {
    const body = jsonScriptBody({ '@context': 'https://schema.org', '@graph': graph });
    tags.push(`<script type="application/ld+json">${body}</script>`);
  }
  return tags;
}

function headTags(request: DocumentRequest): string {
  // Sign-in and protected pages are for staff, a preview link's page for its holder: not for search engines.
  const indexable =
    request.routes &&
    request.match &&
    request.match.page.auth === false &&
    request.match.page.secret !== true &&
    !request.missingItem &&
    !request.error;
  const tags =
    indexable && request.routes && request.match
      ? indexableTags(request.routes, request.match, request)
      : [
          tag('meta', { name: 'robots', content: 'noindex' }),
          tag('meta', { name: 'description', content: RESOURCES[request.locale].site.tagline }),
        ];
  // The shell's HTTP client reads its base URL from here (runtime configuration, default /).
  tags.push(tag('meta', { name: 'ksei-api-base', content: '/' }));
  if (request.remoteOverrides) tags.push(tag('meta', { name: 'ksei-remote-overrides', content: 'on' }));
  if (request.captcha) {
    const { siteKey, version, mode, origin } = request.captcha;
    tags.push(
      tag('meta', {
        name: CAPTCHA_META,
        content: siteKey,
        'data-version': version,
        'data-mode': mode,
        'data-origin': origin,
      }),
    );
  }
  if (request.error) {
    const { status, message } = request.error;
    tags.push(tag('meta', { name: 'ksei-error', content: String(status), 'data-message': message }));
  }
  if (request.hints) tags.push(...hintTags(request.hints));
  if (request.body?.sectionData) {
    // The section's data as its server render used it: the browser hydrates from it, fetching nothing.
    const data = jsonScriptBody(request.body.sectionData);
    tags.push(`<script type="application/json" id="${SECTION_DATA_ID}">${data}</script>`);
  }
  if (request.body && Object.keys(request.body.shellData).length > 0) {
    const data = jsonScriptBody(request.body.shellData);
    tags.push(`<script type="application/json" id="${SHELL_DATA_ID}">${data}</script>`);
  }
  if (request.routes) {
    // Like the registry, a data block: the browser routes with the manifest this page was decided with.
    const pages = jsonScriptBody({ pages: request.routes.pages });
    tags.push(`<script type="application/json" id="ksei-routes">${pages}</script>`);
  }
  return tags.join('\n    ');
}

function titleOf(request: DocumentRequest): string {
  if (request.title !== undefined) return request.title;
  const { match, locale } = request;
  if (!match) return documentTitle(RESOURCES[locale].notFound.title, locale);
  return documentTitle(request.item?.title ?? match.page.titles[locale], locale);
}

/** The shell's `index.html` with this page's language, title and head tags filled in. */
export function renderDocument(template: string, request: DocumentRequest): string {
  const title = escapeHtml(titleOf(request));
  const head = headTags(request);
  const body = request.body;
  const page = body
    ? template
        // The page reads without script now: no "this site needs JavaScript" notice (the template's,
        // removed before the body goes in: a page's own <noscript> content stays).
        .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
        .replace(ROOT_MARKER, () => body.rootHtml)
    : template;
  return (
    page
      .replace(/(<html\b[^>]*?\slang=)"[^"]*"/i, `$1"${escapeHtml(request.locale)}"`)
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
      // A function replacement: `$` in a value must not be read as a replacement pattern.
      .replace(HEAD_MARKER, () => head)
  );
}
