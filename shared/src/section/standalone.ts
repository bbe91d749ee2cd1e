import { buildPath, localeFromPath, navigate, pagesOwnedBy, setLocale, syncLocation } from '@ksei/shared';
import type { RemoteName, SectionLifecycles, SectionProps } from '@ksei/shared';

/**
 * Standalone dev harness: mounts one section without the shell (`npm start -w mf-about`), keeping the
 * shared location store and language in step with the URL as the shell would.
 */
export async function runStandalone(remote: RemoteName, lifecycles: SectionLifecycles): Promise<void> {
  const element = document.getElementById('section-harness');
  if (!element) throw new Error('#section-harness is missing from the harness page');
  const first = pagesOwnedBy(remote).find((page) => !page.paths.id.includes(':'));
  if (window.location.pathname === '/' && first) navigate(buildPath(first.id, 'id'), { replace: true });
  const follow = (): void => {
    syncLocation();
    setLocale(localeFromPath(window.location.pathname));
    document.documentElement.lang = localeFromPath(window.location.pathname);
  };
  window.addEventListener('popstate', follow);
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  follow();
  const props: SectionProps = { name: remote, domElement: element, domElementGetter: () => element };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
