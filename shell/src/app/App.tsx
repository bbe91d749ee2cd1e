import { Component, Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useStore } from '@ksei/shared';
import { PageTransition, auth, useLocation, type RouteMatch } from '@ksei/shared';
import { authMessage } from '@ksei/shared/api';
import { authGate, lacksScope } from '../routing/auth-state.js';
import { Forbidden } from '../pages/Forbidden.js';
import { errorStore } from '../routing/error-state.js';
import { markReady } from '../routing/ready.js';
import { DefaultLayout } from '../layouts/DefaultLayout.js';
import { BlankLayout } from '../layouts/BlankLayout.js';

// Every shell page is a chunk of its own, the home page too: a section's first view loads the chrome,
// not the home page (1.3 KB of the entry's gzipped JS; `/id` loads it as a second script). Its CSS
// stays in the shell's one stylesheet (webpack.js), so the server-rendered page is styled at once.
const Home = lazy(() => import('../pages/Home.js').then((module) => ({ default: module.Home })));
const Search = lazy(() => import('../pages/Search.js'));
const Sitemap = lazy(() => import('../pages/Sitemap.js'));
const Login = lazy(() => import('../pages/Login.js'));
const NotFound = lazy(() => import('../pages/NotFound.js'));
const ErrorPage = lazy(() => import('../pages/ErrorPage.js'));

/** The shell's pages that load on demand; the server renders each once at start so none suspends later. */
export const LAZY_SHELL_PAGES = [Home, Search, Sitemap, Login, NotFound, ErrorPage] as const;

/** The shell's own page for a URL, or null when a section renders it. */
function shellPage(match: RouteMatch | null): ReactNode {
  if (!match) return <NotFound />;
  if (match.page.owner !== 'shell') return null;
  switch (match.page.id) {
    case 'home':
      return <Home />;
    case 'search':
      return <Search />;
    case 'sitemap':
      return <Sitemap />;
    case 'login':
      return <Login />;
    default:
      return <NotFound />;
  }
}

/**
 * Half of "ready" (`markReady('chrome')`), said from inside the page's Suspense boundary: a shell page
 * is a lazy chunk, and its server HTML hydrates only once that chunk has arrived, after the chrome
 * around it. Until then its fields take typing that React has not seen yet.
 */
function ChromeHydrated() {
  useEffect(() => markReady('chrome'), []);
  return null;
}

/** Any error while rendering a shell page shows the error page instead of a blank screen. */
class ShellErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render(): ReactNode {
    if (this.state.error) {
      const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
      return (
        <Suspense fallback={null}>
          <ErrorPage statusCode={500} message={message} />
          <ChromeHydrated />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

export function App() {
  const { match, path } = useLocation();
  const error = useStore(errorStore, (s) => s.error);
  // Read so the page follows the session: a protected page without its scope shows the 403 page.
  useStore(auth.store, (s) => s.user);
  useStore(authGate, (s) => s.settled);
  const isProtected = match?.page.auth === true;
  const page =
    error?.statusCode === 403 && isProtected ? (
      <Forbidden message={error.message} />
    ) : error ? (
      <ErrorPage statusCode={error.statusCode} message={error.message} />
    ) : match && lacksScope(match.page) ? (
      <Forbidden message={authMessage('missingScope', match.locale)} />
    ) : (
      shellPage(match)
    );
  const content = page ? (
    <ShellErrorBoundary resetKey={path}>
      <PageTransition key={path}>
        <Suspense fallback={null}>
          {page}
          <ChromeHydrated />
        </Suspense>
      </PageTransition>
    </ShellErrorBoundary>
  ) : null;
  const Layout = match?.page.layout === 'blank' ? BlankLayout : DefaultLayout;
  return (
    <>
      <Layout>{content}</Layout>
      {/* A section's page: the chrome alone hydrates here (single-spa's first route is the other half). */}
      {content ? null : <ChromeHydrated />}
    </>
  );
}
