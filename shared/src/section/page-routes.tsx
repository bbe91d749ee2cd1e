/**
 * A section's react-router data routes, made from its route declaration: one route per page and
 * locale (the manifest's own path pattern), whose component and loader come from the page's feature
 * module, loaded on first use. The same routes serve the browser router and the server's static
 * handler, so both render the same tree from the same data.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLocation,
  useRevalidator,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from './router-api.js';
import {
  LOCALES,
  PageHeader,
  PageTransition,
  SectionError,
  isApiError,
  progress,
  reloadOnChunkError,
  type BundleRoutes,
  type Locale,
} from '@ksei/shared';
import { DataUnavailable, ErrorState } from '@ksei/shared/content';
import type { PageAction, PageDataLoader, PageLoaders, PageModule } from './coverage.js';
import styles from './section.module.css';

/** `publication.pressRelease@en`: the route of one page in one language. */
export function routeId(pageId: string, locale: Locale): string {
  return `${pageId}@${locale}`;
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden">{t('chrome.loading')}</span>
    </div>
  );
}

/** What a page shows when its data could not be read: its heading, then the reason (and a retry). */
function PageDataError({ pageId }: { readonly pageId: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!isApiError(error)) {
    if (!reloadOnChunkError(error)) console.error('Section page failed', error);
    return <SectionError onRetry={() => void revalidator.revalidate()} />;
  }
  return (
    <>
      <PageHeader pageId={pageId} />
      {error.status === 404 ? (
        <DataUnavailable message={error.message} />
      ) : (
        <ErrorState message={error.message} onRetry={() => void revalidator.revalidate()} />
      )}
    </>
  );
}

/** The page in its transition frame, replayed on every change of address. */
function framed(Page: ComponentType<{ readonly pageId: string }>, pageId: string) {
  function FramedPage() {
    const { pathname } = useLocation();
    return (
      <PageTransition key={pathname}>
        <Page pageId={pageId} />
      </PageTransition>
    );
  }
  FramedPage.displayName = `Page(${pageId})`;
  return FramedPage;
}

function routeLoader(load: PageDataLoader, pageId: string, locale: Locale) {
  return ({ request, params }: LoaderFunctionArgs) =>
    load({ pageId, locale, params, search: new URL(request.url).searchParams, signal: request.signal });
}

function routeAction(action: PageAction, pageId: string, locale: Locale) {
  return ({ request, params }: ActionFunctionArgs) => action({ pageId, locale, params, request });
}

/** The loaded parts of a route; the page module is imported once, whichever locale asks first. */
function resolver(pageId: string, locale: Locale, load: () => Promise<PageModule>) {
  return async () => {
    const module = await load();
    return {
      Component: framed(module.default, pageId),
      loader: module.loader ? routeLoader(module.loader, pageId, locale) : undefined,
      action: module.action ? routeAction(module.action, pageId, locale) : undefined,
      shouldRevalidate: module.shouldRevalidate,
    };
  };
}

/** One route per declared page and locale; any other address renders nothing (the section is leaving). */
export function pageRoutes(routes: BundleRoutes, loaders: PageLoaders): RouteObject[] {
  const result: RouteObject[] = [];
  const seen = new Set<string>();
  for (const page of routes.pages) {
    const load = loaders[page.id];
    if (!load) continue;
    for (const locale of LOCALES) {
      const path = page.paths[locale];
      if (seen.has(path)) continue; // one address for every language (`/login`): one route
      seen.add(path);
      result.push({
        id: routeId(page.id, locale),
        path,
        lazy: resolver(page.id, locale, load),
        ErrorBoundary: () => <PageDataError pageId={page.id} />,
        HydrateFallback: Loading,
      });
    }
  }
  result.push({ id: 'elsewhere', path: '*', Component: () => null });
  return result;
}

/**
 * Resolves the lazy parts of the routes matching `pathname` now, so the router starts with them: a
 * router hydrating server HTML must render the page at once, not a fallback while its module loads.
 */
export async function resolveMatched(routes: RouteObject[], matched: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matched.map(async ({ route }) => {
      const target = routes.find((candidate) => candidate === route);
      if (!target || typeof target.lazy !== 'function') return;
      Object.assign(target, await target.lazy());
      delete target.lazy;
    }),
  );
}

/** The loading bar follows the section's router: a navigation waiting for data shows it (after 200 ms). */
export function followWithProgress(subscribe: (listener: (busy: boolean) => void) => () => void): () => void {
  let busy = false;
  return subscribe((next) => {
    if (next === busy) return;
    busy = next;
    if (busy) progress.start();
    else progress.finish();
  });
}
