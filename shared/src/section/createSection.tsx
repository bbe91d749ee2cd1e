/**
 * The section kit: turns a remote's page components into single-spa lifecycles with a router over its
 * manifest paths. Bundled into each remote (not a shared module itself); everything stateful comes
 * from the `@ksei/shared` singleton, always imported by package name.
 */
import React, { StrictMode, Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  LOCALES,
  PageTransition,
  SectionError,
  SectionErrorBoundary,
  i18n,
  pagesOwnedBy,
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

function SectionRoutes({
  remote,
  components,
}: {
  remote: RemoteName;
  components: Map<string, LazyExoticComponent<ComponentType<{ readonly pageId: string }>>>;
}) {
  const location = useLocation();
  const routes = pagesOwnedBy(remote).flatMap((page) =>
    LOCALES.map((locale) => ({ key: `${page.id}:${locale}`, path: page.paths[locale], page })),
  );
  return (
    <Routes>
      {routes.map(({ key, path, page }) => {
        const Page = components.get(page.id);
        return Page ? (
          <Route
            key={key}
            path={path}
            element={
              <PageTransition key={location.pathname}>
                <Suspense fallback={<Loading />}>
                  <Page pageId={page.id} />
                </Suspense>
              </PageTransition>
            }
          />
        ) : null;
      })}
      {/* Outside this section's paths single-spa is about to unmount us: render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

export function createSection(remote: RemoteName, loaders: PageLoaders): SectionLifecycles {
  const problems = checkPageCoverage(remote, loaders);
  if (problems.length > 0) throw new Error(problems.join('; '));

  function Root() {
    const components = useMemo(
      () => new Map(Object.entries(loaders).map(([id, load]) => [id, lazy(load)] as const)),
      [],
    );
    return (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <div className={styles.section} data-section={remote} data-build={process.env.KSEI_BUILD_LABEL || undefined}>
            <SectionErrorBoundary>
              <BrowserRouter>
                <SectionRoutes remote={remote} components={components} />
              </BrowserRouter>
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
