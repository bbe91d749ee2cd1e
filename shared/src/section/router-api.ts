/**
 * The part of react-router-dom sections use, and their only way to it (lint forbids importing the
 * package in a section). react-router-dom is shared between sections with tree shaking: each section's
 * copy holds only the exports its bundle uses, and a page keeps whichever copy loaded first. A section
 * entered by in-page navigation must therefore find every export it uses in another section's copy: all
 * sections keep the same set, this one. `checkRouterApi` (run by the kit at start-up) uses the whole
 * list, which also keeps every entry in each bundle's copy. The server-only exports (static handler and
 * router) live in `router-api-server.ts`: the server build takes react-router-dom from `node_modules`
 * whole, so the browser's copy need not carry them.
 */
import {
  Form,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useActionData,
  useHref,
  useLoaderData,
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
} from 'react-router-dom';

export {
  Form,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useActionData,
  useHref,
  useLoaderData,
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
};
export type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  Location,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router-dom';

const ROUTER_API = {
  Form,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useActionData,
  useHref,
  useLoaderData,
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
};

/**
 * Fails loudly when the page's react-router-dom (another section's trimmed copy, or an older one)
 * lacks an export the sections use, instead of a page breaking later on an undefined function.
 */
export function checkRouterApi(): void {
  const missing = Object.entries(ROUTER_API)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`react-router-dom on this page lacks ${missing.join(', ')}`);
}
