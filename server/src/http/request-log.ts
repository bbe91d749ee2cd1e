import { LogController, type FastifyRequest } from 'fastify';
import { normalizePath, type Owner, type RouteTable } from '@ksei/shared/node';
import { pathOf } from './paths.js';

/**
 * What the log may say of a request. No request is ever logged with its client's address, port, host
 * or user agent, at any level: only its method and target. The form pages (the whistleblowing form
 * and follow-up, the contact page; any locale or alias), the forms' API and the assets of the sections
 * that own form pages are not logged at all by the framework (no "incoming request", "request
 * completed" or error line naming them), so nothing in the log tells that someone opened them, or when.
 * A visitor there must leave no trace, and whether a line would identify them cannot be judged per line.
 */

/** The only fields of a request a log line carries. */
const requestSerializer = (request: FastifyRequest): { method: string; url: string } => ({
  method: request.method,
  url: request.url,
});

/**
 * Whether `path` is a form page, the forms' API or an asset of a section that owns a form page, or an
 * address that carries a secret (a preview page or the previews' API).
 */
export function isPrivatePath(path: string, routes: RouteTable): boolean {
  if (path === '/api/forms' || path.startsWith('/api/forms/')) return true;
  // A preview link's token is a secret: its address is never written down.
  if (path.startsWith('/api/previews/')) return true;
  const asset = /^\/remotes\/([^/]+)\//.exec(path);
  // An unknown section's name owns no page: the filter finds none and the asset is logged as usual.
  if (asset) return routes.pagesOwnedBy(asset[1] as Owner).some((page) => page.form === true);
  const normalized = normalizePath(path);
  const match = routes.matchPath(normalized);
  if (match) return match.page.form === true || match.page.secret === true;
  const aliasTarget = routes.resolveAlias(normalized);
  const target = aliasTarget === null ? null : routes.matchPath(aliasTarget);
  return target?.page.form === true || target?.page.secret === true;
}

/** Paths whose answer is remembered per route table; past this many the memory starts afresh. */
const REMEMBERED_PATHS = 4096;
const decisions = new WeakMap<RouteTable, Map<string, boolean>>();

/**
 * `isPrivatePath`, remembered per route table (a new manifest brings a new table): the page route
 * walks the manifest for its own decision, and a page asked again should not pay a second walk (and,
 * for a path no page has, an alias scan) for its log line on every request.
 */
function rememberedPrivatePath(path: string, routes: RouteTable): boolean {
  let known = decisions.get(routes);
  if (!known) decisions.set(routes, (known = new Map()));
  const remembered = known.get(path);
  if (remembered !== undefined) return remembered;
  const decided = isPrivatePath(path, routes);
  if (known.size >= REMEMBERED_PATHS) known.clear();
  known.set(path, decided);
  return decided;
}

/**
 * The request serializer for the logger, and the log controller for `Fastify()` that leaves the
 * framework's per-request lines out for private paths. When the route manifest cannot be read, every
 * request is treated as private (a missing log line costs less than a reporter's visit in it).
 */
export function requestLogOptions(routes: () => RouteTable): {
  readonly serializers: { readonly req: typeof requestSerializer };
  readonly logController: LogController;
} {
  return {
    serializers: { req: requestSerializer },
    logController: new LogController({
      disableRequestLogging: (request: FastifyRequest) => {
        try {
          return rememberedPrivatePath(pathOf(request.url), routes());
        } catch {
          return true;
        }
      },
    }),
  };
}
