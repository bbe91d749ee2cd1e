/**
 * What a section's page modules use from the kit: their data (from the page's loader) and the list
 * state in the query string, through the section's react-router data router. A page module exports its
 * component as default and, when it shows data, `loader` (a `PageDataLoader`).
 */
import { useCallback, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
  type ShouldRevalidateFunction,
} from './router-api.js';
import { needsOwnDocument, prefetchOnIntent, useLocale } from '@ksei/shared';
import { nextQuery, pageFromQuery, withQuery, type QueryChanges } from '@ksei/shared/content';
import type { PageDataLoader } from './coverage.js';

export type { PageAction, PageActionArgs, PageDataLoader, PageLoaderArgs } from './coverage.js';
// The rest of the router a page may use (sections reach react-router-dom only through the kit).
export {
  Form,
  NavLink,
  Outlet,
  isRouteErrorResponse,
  useActionData,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
  useSubmit,
} from './router-api.js';

/** The page's data as its loader returned it (on the server, or in the browser before rendering). */
export function usePageData<L extends PageDataLoader>(): Awaited<ReturnType<L>> {
  return useLoaderData() as Awaited<ReturnType<L>>;
}

/** Whether the section is loading the data of the next address (the current page stays meanwhile). */
export function usePageBusy(): boolean {
  return useNavigation().state === 'loading';
}

/**
 * The query string as list state (filters, search, sort, page): read with react-router, changed with a
 * router navigation (a history entry per change, so back restores the previous list; the loader runs
 * for the new address while the current list stays, marked busy).
 */
export function useListQuery() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const busy = usePageBusy();
  const hrefWith = useCallback(
    (changes: QueryChanges) => withQuery(pathname, nextQuery(search, changes)),
    [pathname, search],
  );
  // `replace` for changes made as the visitor types: one history entry per search, not per keystroke.
  const update = useCallback(
    (changes: QueryChanges, options: { readonly replace?: boolean } = {}) =>
      void navigate(hrefWith(changes), { replace: options.replace === true, preventScrollReset: true }),
    [hrefWith, navigate],
  );
  const page = useMemo(() => pageFromQuery(params), [params]);
  return { params, page, hrefWith, update, locale, busy };
}

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path from the section's `pathTo` (never a hand-written path string). */
  readonly to: string;
  readonly children: ReactNode;
}

/**
 * A link inside a section page: react-router's, so a page of this section is entered through the
 * router (its loader runs before the address changes, the loading bar shows meanwhile); a page of
 * another section is left to single-spa. Pointing at or focusing it warms up the target's bundle.
 */
export function Link({ to, onPointerEnter, onFocus, ...rest }: PageLinkProps) {
  return (
    <RouterLink
      to={to}
      // A page with a form on a document without the captcha's policy: loaded as a document of its own.
      reloadDocument={needsOwnDocument(to)}
      {...prefetchOnIntent(to, { onPointerEnter, onFocus })}
      {...rest}
    />
  );
}

/**
 * For a page whose query string only filters data it has already loaded (`shouldRevalidate` of its
 * module): a change of the query alone reads nothing; another page, or a retry, reads as usual.
 */
export const queryFiltersLoadedData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
