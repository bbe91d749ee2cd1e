/**
 * The section kit: turns a remote's route declaration and page modules into single-spa lifecycles that
 * run a react-router data router over the section's pages. Bundled into each remote (not a shared
 * module itself); everything stateful comes from the `@ksei/shared` singleton, always imported by
 * package name. The first mount hydrates the server's HTML with the server's data when the page came
 * with them; every later mount renders in the browser.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RouterProvider, checkRouterApi, createBrowserRouter, matchRoutes, type RouteObject } from './router-api.js';
import {
  SectionError,
  sectionIdPrefix,
  warmUpHttpClient,
  type BundleRoutes,
  type RemoteName,
  type SectionLifecycles,
  type SectionProps,
} from '@ksei/shared';
import { checkPageCoverage, type PageLoaders } from './coverage.js';
import { SectionFrame } from './frame.js';
import { reviveErrors, takeHydrationData } from './hydration.js';
import { followWithProgress, pageRoutes, resolveMatched } from './page-routes.js';
import { routerWindow } from './router-window.js';

export type { PageComponent, PageDataLoader, PageLoaderArgs, PageLoaders, PageModule } from './coverage.js';

type Router = ReturnType<typeof createBrowserRouter>;
interface MountProps extends SectionProps {
  readonly router: Router;
  /** Called once React has committed the section's first render (hydrated or drawn). */
  readonly onCommitted?: () => void;
}

/** How long a mount waits for React's first commit before letting single-spa go on regardless. */
const COMMIT_WAIT_MS = 5000;

type Hydration = NonNullable<ReturnType<typeof takeHydrationData>>;

/**
 * ReactDOM as single-spa-react calls it (without options): with the section's id prefix (the same as
 * the server's), and reporting hydration mismatches, which React otherwise repairs silently.
 */
function sectionReactDom(remote: RemoteName): typeof ReactDOMClient {
  const identifierPrefix = sectionIdPrefix(remote);
  const reactDom = {
    ...ReactDOMClient,
    createRoot: (element: Element) => ReactDOMClient.createRoot(element, { identifierPrefix }),
    // As a transition, hydration yields to the browser every few milliseconds (no long task).
    hydrateRoot: (element: Element, node: React.ReactNode) => {
      let root: ReactDOMClient.Root | undefined;
      React.startTransition(() => {
        root = ReactDOMClient.hydrateRoot(element, node, {
          identifierPrefix,
          onRecoverableError: (error) => console.error(`[${remote}] hydration`, error),
        });
      });
      return root as ReactDOMClient.Root;
    },
  };
  return reactDom as typeof ReactDOMClient;
}

/**
 * The server's data for this mount, once the matched pages' modules are in (hydration must render
 * them at once); without it the server's HTML goes and the page's data is read afresh.
 */
async function takeMountData(remote: RemoteName, routeObjects: RouteObject[], element: HTMLElement) {
  const hydration = takeHydrationData(remote, element);
  if (hydration) {
    await resolveMatched(routeObjects, matchRoutes(routeObjects, window.location) ?? []);
  } else {
    element.replaceChildren(); // server HTML this mount does not hydrate
    // The page's data is read now: fetch the HTTP client alongside the page's module.
    warmUpHttpClient();
  }
  return hydration;
}

/** A browser router over the section's pages, starting from the server's data when there is some. */
function sectionRouter(routeObjects: RouteObject[], hydration: Hydration | null): Router {
  const current: { router?: Router } = {};
  const router = createBrowserRouter(routeObjects, {
    window: routerWindow(() => current.router),
    hydrationData: hydration
      ? {
          loaderData: hydration.loaderData,
          actionData: hydration.actionData ?? null,
          errors: reviveErrors(hydration.errors),
        }
      : undefined,
  });
  current.router = router;
  return router;
}

/** Shows the progress bar while the router loads; returns what stops following it. */
function followRouter(router: Router): () => void {
  const busy = (state: Router['state']): boolean => state.navigation.state !== 'idle' || !state.initialized;
  return followWithProgress((listener) => {
    // A router mounted without the server's data starts by loading it: that counts too.
    listener(busy(router.state));
    return router.subscribe((state) => listener(busy(state)));
  });
}

/** React's first commit of a mount: `committed` is handed to the root, `waited` waits for it (or gives up). */
function firstCommit() {
  let committed = (): void => undefined;
  const done = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const waited = async (): Promise<void> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, COMMIT_WAIT_MS)))]);
    clearTimeout(timer);
  };
  return { committed, waited };
}

/** The section's lifecycles from its route declaration and the module of each declared page. */
export function createSection(routes: BundleRoutes, loaders: PageLoaders): SectionLifecycles {
  if (routes.owner === 'shell') throw new Error('the shell is not a section');
  checkRouterApi();
  const remote: RemoteName = routes.owner;
  const problems = checkPageCoverage(routes, loaders);
  if (problems.length > 0) throw new Error(problems.join('; '));

  // Created once: a page module, once loaded, stays resolved for every later router of this section.
  const routeObjects: RouteObject[] = pageRoutes(routes, loaders);
  let hydrating = false;

  function Root({ router, onCommitted }: MountProps) {
    return (
      <SectionFrame remote={remote} onCommitted={onCommitted}>
        <RouterProvider router={router} />
      </SectionFrame>
    );
  }

  // single-spa-react's own types want single-spa's full app props; the shell hands sections `SectionProps`.
  const spa = singleSpaReact<MountProps>({
    React,
    ReactDOMClient: sectionReactDom(remote),
    rootComponent: Root,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <SectionError onRetry={() => window.location.reload()} />,
    domElementGetter: (props: SectionProps) => props.domElement,
  }) as unknown as SectionLifecycles<MountProps>;

  const routers = new Map<string, { router: Router; stopProgress: () => void }>();

  return {
    bootstrap: (props) => spa.bootstrap(props as MountProps),
    async mount(props) {
      const hydration = await takeMountData(remote, routeObjects, props.domElement);
      const router = sectionRouter(routeObjects, hydration);
      routers.set(props.name, { router, stopProgress: followRouter(router) });
      hydrating = hydration !== null;
      // Hydration runs as a transition, after `spa.mount` returns: the mount resolves once React has
      // committed, so single-spa's routing event (and `<html data-ready>`) means the page responds.
      const commit = firstCommit();
      try {
        await spa.mount({ ...props, router, onCommitted: commit.committed });
      } finally {
        hydrating = false;
      }
      await commit.waited();
    },
    async unmount(props) {
      const entry = routers.get(props.name);
      routers.delete(props.name);
      await spa.unmount({ ...props, router: entry?.router } as MountProps);
      entry?.stopProgress();
      entry?.router.dispose();
    },
  } satisfies SectionLifecycles;
}
