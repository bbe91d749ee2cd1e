import { progress } from '@ksei/shared';

/** The progress bar runs on every route change and finishes when single-spa has mounted the page. */
export function wireProgressToRouting(): void {
  window.addEventListener('single-spa:before-routing-event', () => progress.start());
  window.addEventListener('single-spa:routing-event', () => progress.finish());
}
