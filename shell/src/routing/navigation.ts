import { localeFromPath, navigate, runNavigationPipeline, setLocale, syncLocation, locationStore } from '@ksei/shared';
import { errorStore, showErrorPage } from './error-state.js';
import { updateHead } from './head.js';

/** Runs the navigation steps for the current URL; replaces the URL when one redirects. */
export function applyNavigationPipeline(): boolean {
  try {
    const url = window.location.pathname + window.location.search + window.location.hash;
    const redirect = runNavigationPipeline({ url });
    if (redirect && redirect.to !== url) {
      navigate(redirect.to, { replace: true });
      return true;
    }
  } catch (error) {
    showErrorPage(error);
  }
  return false;
}

let lastPath = window.location.pathname;

/** After every URL change: redirect if a step says so, then sync stores, language, head and scroll. */
export function followLocation(): void {
  if (applyNavigationPipeline()) return;
  syncLocation();
  const state = locationStore.getState();
  setLocale(localeFromPath(state.path));
  updateHead(state);
  if (state.path !== lastPath) {
    lastPath = state.path;
    errorStore.setState({ error: null });
    // Mark that this is a client navigation so the new page's heading takes focus.
    document.documentElement.dataset.navigated = 'true';
    window.scrollTo(0, 0);
  }
}
