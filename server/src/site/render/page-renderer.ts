import type { AxiosAdapter } from 'axios';
import {
  type Locale,
  type RouteMatch,
  type RouteTable,
  type SectionHydrationData,
  type SectionRenderRequest,
} from '@ksei/shared/node';
import type { DataChanges } from '../../db/database.js';
import type { RegistryEntry } from '../releases/registry-file.js';
import { ByteBudgetLru } from '../../memory/byte-budget-lru.js';
import { markIncomplete, trackReads } from './inject-adapter.js';
import { createServerBuilds, type ServerBuilds, type ShellServerModule } from './server-builds.js';

export { SECTION_SERVER_FILE, SHELL_SERVER_FILE } from './server-builds.js';

export interface RenderRequest {
  /** The page's absolute URL (the public origin, the request's path and query). */
  readonly url: string;
  readonly match: RouteMatch | null;
  readonly routes: RouteTable;
  /** The section versions live now (the registry the page also inlines). */
  readonly registry: readonly RegistryEntry[];
  /** Sections the browser takes from a tester's build: never server-rendered (they could not hydrate). */
  readonly skipSections?: readonly string[];
  readonly error?: { readonly statusCode: number; readonly message: string };
  /**
   * The page may be served to other visitors from the cache: false when it shows what this visitor
   * typed (a search), which must neither be kept nor be answered from another visitor's render.
   */
  readonly shareable: boolean;
  /** The visitor's address: the render's API reads count against its rate limits. */
  readonly client: string;
  /**
   * A form posted to the page without JavaScript (a page declared with `form: true`, the post already
   * checked as same-origin and bounded): the section runs the page's action with it and renders the
   * page with its answer. Such a render is never kept nor answered from the cache, has its own longer
   * time budget, and logs nothing that could tell who posted or what.
   */
  readonly post?: FormPostRender;
}

export interface FormPostRender extends NonNullable<SectionRenderRequest['post']> {
  /** The page's language: the action's API calls are answered in it. */
  readonly locale: Locale;
}

export interface RenderedPage {
  /** The inner HTML of `#ksei-root`. */
  readonly rootHtml: string;
  /** The section's data for hydration; null when no section part was rendered. */
  readonly sectionData: SectionHydrationData | null;
  /** The API answers a shell page read before rendering (cache key → answer), for hydration. */
  readonly shellData: Readonly<Record<string, unknown>>;
  /** The section version rendered (`mf-x@version`), for the response's logs and the render cache. */
  readonly section: string | null;
  /** The section's status for the page (a posted form's action may set one, e.g. 400 for its errors). */
  readonly status?: number;
  /** Where a posted form's action sent the visitor (a path on this site), instead of a page. */
  readonly redirect?: string;
  /**
   * For a posted form: the section answered the post (ran the page's action, or refused it in the
   * page). False when the section was left to the browser or is older than form posts.
   */
  readonly actionRan?: boolean;
}

export interface PageRenderer {
  /** The page's body, or null when even the chrome could not be rendered (the browser renders all). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
  /** Section versions whose server build is in memory now. */
  loadedSections(): string[];
  /** Pages in the render cache now. */
  cachedPages(): number;
}

export interface RenderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Server rendering of the composed page: the shell's server build draws the chrome, the section's
 * server build (of the version the registry names) its page. A section that throws, needs longer than
 * `sectionBudgetMs` or has no server build is left to the browser, as before server rendering; the
 * rest of the page is unaffected. Section builds are loaded once per version and at most
 * `maxSectionBuilds` are kept (least recently used go), so memory stays bounded across releases.
 */
export function createPageRenderer(options: {
  shellDist: string;
  releasesDir: string;
  /** Answers the API in process (the site's own Fastify app). */
  adapter: AxiosAdapter;
  log: RenderLog;
  sectionBudgetMs?: number;
  /**
   * The time budget of a posted form's render: its action sends the form (an upload of up to 2 MB,
   * checked, cleaned and stored) before the page renders, and cutting it short would lose the answer
   * to a report already accepted.
   */
  postBudgetMs?: number;
  maxSectionBuilds?: number;
  /** Rendered pages kept for reuse; `false` renders every request. */
  cache?: RenderCacheOptions | false;
  /** Committed data changes, on any server: each one empties the render cache (pages show the data). */
  changes?: DataChanges;
}): PageRenderer & { /** Stops listening for changes. */ close(): void } {
  const builds = createServerBuilds({ ...options, maxSectionBuilds: options.maxSectionBuilds ?? 14 });
  const context: RenderContext = {
    budgetMs: options.sectionBudgetMs ?? 1500,
    postBudgetMs: options.postBudgetMs ?? 30_000,
    log: options.log,
    builds,
  };
  const cache = options.cache === false ? null : createRenderCache(options.cache);
  /**
   * Data changes heard so far: a page rendered from data read before a change must not be kept after
   * it, so a render is kept only if none was heard while it ran.
   */
  let changes = 0;
  const unsubscribe =
    options.changes?.onDataChange(() => {
      changes += 1;
      cache?.clear();
    }) ?? (() => undefined);

  return {
    async render(request) {
      const module = await builds.shellModule();
      if (!module) return null;
      const key = cacheKey(request, builds.shellVersion());
      // A page that is not shareable is neither stored nor answered from the cache; a posted form's
      // answer is its visitor's alone.
      const cached = request.post || !request.shareable ? undefined : cache?.get(key);
      if (cached) return cached;
      const changesBefore = changes;
      const reader = request.post ? { client: request.client, post: { locale: request.post.locale } } : request.client;
      const { result: page, complete } = await trackReads(reader, () => renderPage(context, module, request));
      const current = changes === changesBefore;
      if (page && cache && current && isWorthKeeping(request, page, complete)) cache.set(key, page);
      return page;
    },
    loadedSections: builds.loadedSections,
    cachedPages: () => cache?.size() ?? 0,
    close: unsubscribe,
  };
}

/** What rendering a page needs besides the request: its time budgets, its log and the server builds. */
interface RenderContext {
  readonly budgetMs: number;
  readonly postBudgetMs: number;
  readonly log: RenderLog;
  readonly builds: ServerBuilds;
}

/**
 * What decides a page's HTML: the address (its path and declared query parameters only: the caller
 * renders with `canonicalQuery`, so junk parameters share an entry), the shell build, the versions
 * live (a release changes the key, so nothing rendered with the previous version is served again),
 * overrides and the error shown. A change of the data empties the cache, and the entries expire with
 * the API cache's lifetime as a backstop.
 */
function cacheKey(request: RenderRequest, shellVersion: number): string {
  return JSON.stringify([
    request.url,
    shellVersion,
    request.registry.map((entry) => `${entry.name}@${entry.version}`),
    request.skipSections ?? [],
    request.error ?? null,
  ]);
}

/**
 * Only a shareable, complete render is kept: not a posted form's, not one whose data was refused,
 * failed or timed out, nor one whose section was left to the browser (the next request tries the
 * server render again).
 */
function isWorthKeeping(request: RenderRequest, page: RenderedPage, complete: boolean): boolean {
  if (!request.shareable || request.post) return false;
  const sectionExpected = request.match?.page.owner !== 'shell' && !request.error;
  return complete && (!sectionExpected || page.section !== null || !request.match);
}

/** A shell page's reads, within the same time budget as a section's render. */
async function shellPageData(
  context: RenderContext,
  module: ShellServerModule,
  url: string,
  match: RouteMatch | null,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), context.budgetMs);
  try {
    return await module.loadPageData(url, controller.signal, match);
  } catch (error) {
    markIncomplete();
    context.log.warn(
      { err: error, url: match?.page.form ? undefined : url },
      'server render: the page data is left to the browser',
    );
    return {};
  } finally {
    clearTimeout(timer);
  }
}

type SectionPart =
  | { readonly kind: 'page'; readonly html: string; readonly data: SectionHydrationData; readonly status: number }
  | { readonly kind: 'redirect'; readonly location: string };

/** The section's part of the page, within its time budget; null when it is left to the browser. */
async function renderSection(
  context: RenderContext,
  entry: RegistryEntry,
  shared: unknown,
  url: string,
  match: RouteMatch | null,
  post: FormPostRender | undefined,
): Promise<SectionPart | null> {
  const controller = new AbortController();
  const limitMs = post ? context.postBudgetMs : context.budgetMs;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`took longer than ${limitMs} ms`));
    }, limitMs);
  });
  try {
    const module = await Promise.race([context.builds.sectionModule(entry, shared), deadline]);
    if (!module) return null;
    const sent = post ? { body: post.body, contentType: post.contentType } : undefined;
    const result = await Promise.race([
      module.render({ url, signal: controller.signal, match, ...(sent ? { post: sent } : {}) }),
      deadline,
    ]);
    if (result.kind === 'redirect') return post ? { kind: 'redirect', location: result.location } : null;
    const host = `<div data-section-host="${entry.name}"><div data-section-container="${entry.name}">`;
    return { kind: 'page', html: `${host}${result.html}</div></div>`, data: result.data, status: result.status };
  } catch (error) {
    markIncomplete();
    const section = `${entry.name}@${entry.version}`;
    // A posted form's failure names neither the address nor the error: an action's error can carry
    // what was sent (an HTTP client's error holds its request), and a report must leave no trace.
    if (post) context.log.warn({ section }, 'server render: a posted form could not be rendered');
    else
      context.log.warn(
        { err: error, section, url: match?.page.form ? undefined : url },
        'server render: the section is left to the browser',
      );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The registry entry of the section to render on the server for the request, if any. */
function sectionToRender(request: RenderRequest): RegistryEntry | undefined {
  const owner = request.match?.page.owner;
  // A protected page's section is never rendered here: its data is the signed-in user's, read in the
  // browser with the session's Authorization header (the server's render has no session).
  const isProtected = request.match?.page.auth === true;
  return owner && owner !== 'shell' && !isProtected && !request.skipSections?.includes(owner) && !request.error
    ? request.registry.find((candidate) => candidate.name === owner)
    : undefined;
}

/** The page's body: the section's part and the shell page's data, then the chrome around them. */
async function renderPage(
  context: RenderContext,
  module: ShellServerModule,
  request: RenderRequest,
): Promise<RenderedPage | null> {
  const entry = sectionToRender(request);
  // Section pages build links and breadcrumbs with the live manifest too.
  module.installRoutes(request.routes);
  const [rendered, shellData] = await Promise.all([
    entry ? renderSection(context, entry, module.shared, request.url, request.match, request.post) : null,
    request.error ? {} : shellPageData(context, module, request.url, request.match),
  ]);
  if (rendered?.kind === 'redirect') {
    return { rootHtml: '', sectionData: null, shellData: {}, section: null, redirect: rendered.location };
  }
  const section = rendered;
  try {
    const rootHtml = module.renderShell({
      url: request.url,
      routes: request.routes,
      match: request.match,
      outletHtml: section?.html ?? '',
      error: request.error,
      pageData: shellData,
    });
    return {
      rootHtml,
      sectionData: section?.data ?? null,
      shellData,
      section: section && entry ? `${entry.name}@${entry.version}` : null,
      ...(section ? { status: section.status } : {}),
      // A section older than form posts renders the page as for a GET (no `actionData` at all): the
      // post was not answered.
      ...(request.post ? { actionRan: section !== null && section.data.actionData !== undefined } : {}),
    };
  } catch (error) {
    if (request.post) context.log.warn({}, 'server render: the chrome of a posted form is left to the browser');
    // A form page's address is never logged (a visit there must leave no trace).
    else
      context.log.warn(
        { err: error, url: request.match?.page.form ? undefined : request.url },
        'server render: the chrome is left to the browser',
      );
    return null;
  }
}

export interface RenderCacheOptions {
  /** How long a rendered page is reused (ms): the content API's cache lifetime. */
  readonly ttlMs?: number;
  /** Bound on the HTML kept (UTF-16 length as an estimate); least recently used go first. */
  readonly maxBytes?: number;
  readonly now?: () => number;
}

/** Rendered pages by key, least recently used dropped first, each for `ttlMs`. */
function createRenderCache(options: RenderCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new ByteBudgetLru<{ readonly page: RenderedPage; readonly storedAt: number }>(
    options.maxBytes ?? 32 * 1024 * 1024,
  );
  return {
    get(key: string): RenderedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt < ttlMs) return entry.page;
      entries.delete(key);
      return undefined;
    },
    set(key: string, page: RenderedPage): void {
      const size =
        key.length +
        page.rootHtml.length +
        JSON.stringify(page.sectionData ?? null).length +
        JSON.stringify(page.shellData).length;
      entries.set(key, { page, storedAt: now() }, size);
    },
    size: (): number => entries.size,
    clear: (): void => entries.clear(),
  };
}
