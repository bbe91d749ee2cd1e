import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from './router-api.js';
import type { BundleRoutes, Locale } from '@ksei/shared';

export type PageComponent = ComponentType<{ readonly pageId: string }>;

/** What a page's data loader is given: the route's locale and parameters, the query and a cancel signal. */
export interface PageLoaderArgs {
  readonly pageId: string;
  readonly locale: Locale;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The query string: list state (page, filters, search) lives there. */
  readonly search: URLSearchParams;
  /** Aborted when the visitor navigates on before the data arrives (or the server gives up). */
  readonly signal: AbortSignal;
}

/**
 * Fetches a page's data before it renders: in the browser on navigation, on the server for the first
 * response (whose result the browser then hydrates from, without fetching again). Throws `ApiError`.
 */
export type PageDataLoader<T = unknown> = (args: PageLoaderArgs) => Promise<T>;

/** What a page's form action is given: the route's locale and parameters and the submitted request. */
export interface PageActionArgs {
  readonly pageId: string;
  readonly locale: Locale;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The POST: `await request.formData()` holds the fields (and a file, for multipart). */
  readonly request: Request;
}

/**
 * Handles a page's form: in the browser when the form is sent through the router, on the server when
 * it is posted without JavaScript (the page is then rendered with the action's answer). Its result is
 * the page's action data (`useActionData`): the accepted answer, or the errors with the values sent.
 */
export type PageAction<T = unknown> = (args: PageActionArgs) => Promise<T>;

/** A page's feature module: its component and, when it shows data, the loader of that data. */
export interface PageModule {
  readonly default: PageComponent;
  readonly loader?: PageDataLoader;
  /** The page's form handler (pages declared with `form: true`). */
  readonly action?: PageAction;
  /**
   * Whether a change of address within the page reads its data again (react-router's; default: on
   * every change). A page that filters data it already has in the query string says no to those.
   */
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Page id → lazy import of the feature module that renders it (page chunks load lazily). Typed with the
 * section's own page ids, so a declared page without a component does not compile.
 */
export type PageLoaders<Id extends string = string> = Readonly<Record<Id, () => Promise<PageModule>>>;

/** Every page the section declares needs a component, and nothing else may be routed. */
export function checkPageCoverage(routes: BundleRoutes, loaders: PageLoaders): string[] {
  const owned = new Set(routes.pages.map((page) => page.id));
  const problems: string[] = [];
  for (const id of owned) if (!loaders[id]) problems.push(`page ${id} has no component in ${routes.owner}`);
  for (const id of Object.keys(loaders))
    if (!owned.has(id)) problems.push(`${routes.owner} routes ${id}, which it does not declare`);
  return problems;
}
