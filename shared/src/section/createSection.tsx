/**
 * The section kit: turns a remote's page components into single-spa lifecycles that render the page
 * the manifest gives the current URL. Bundled into each remote (not a shared module itself); everything stateful comes
 * from the `@ksei/shared` singleton, always imported by package name.
 */
import React, { StrictMode, Suspense, createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  PageTransition,
  SectionError,
  SectionErrorBoundary,
  i18n,
  matchPath,
  useLocation,
  type BundleRoutes,
  type RemoteName,
  type SectionLifecycles,
  type SectionProps,
} from '@ksei/shared';
import { checkPageCoverage, type PageLoaders } from './coverage.js';
import styles from './section.module.css';

export type { PageComponent, PageLoaders } from './coverage.js';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden">{t('chrome.loading')}</span>
    </div>
  );
}

/**
 * The section's router: the page for the current URL, if this section owns it. Routes come from the
 * composed manifest (this section's declaration among them), matched by the shared matcher; the shared location store re-renders on every navigation
 * (single-spa re-fires popstate after pushState). Measured: react-router-dom 7 would add 61 KB of
 * gzipped JS to every section's first view for the same job.
 */
function SectionRoutes({
  remote,
  components,
}: {
  remote: RemoteName;
  components: Map<string, LazyExoticComponent<ComponentType<{ readonly pageId: string }>>>;
}) {
  useLocation(); // subscribe: re-render on navigation
  const { pathname } = window.location;
  const match = matchPath(pathname);
  const page = match && match.page.owner === remote ? components.get(match.page.id) : undefined;
  // Outside this section's pages single-spa is about to unmount us: render nothing meanwhile.
  if (!match || !page) return null;
  return (
    <PageTransition key={pathname}>
      <Suspense fallback={<Loading />}>{createElement(page, { pageId: match.page.id })}</Suspense>
    </PageTransition>
  );
}

/** The section's lifecycles from its route declaration and the component of each declared page. */
export function createSection(routes: BundleRoutes, loaders: PageLoaders): SectionLifecycles {
  if (routes.owner === 'shell') throw new Error('the shell is not a section');
  const remote: RemoteName = routes.owner;
  const problems = checkPageCoverage(routes, loaders);
  if (problems.length > 0) throw new Error(problems.join('; '));

  // One lazy component per page, created once: each loads its feature chunk on first use.
  const components = new Map(Object.entries(loaders).map(([id, load]) => [id, lazy(load)] as const));

  function Root() {
    return (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <div className={styles.section} data-section={remote} data-build={process.env.KSEI_BUILD_LABEL || undefined}>
            <SectionErrorBoundary>
              <SectionRoutes remote={remote} components={components} />
            </SectionErrorBoundary>
          </div>
        </I18nextProvider>
      </StrictMode>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <SectionError onRetry={() => window.location.reload()} />,
    domElementGetter: (props: SectionProps) => props.domElement,
  });
  return lifecycles as unknown as SectionLifecycles;
}
