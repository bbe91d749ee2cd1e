import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  SectionError,
  i18n,
  progress,
  reloadOnChunkError,
  type RemoteName,
  type SectionLifecycles,
  type SectionProps,
} from '@ksei/shared';
import { loadSection } from './load-section.js';
import { overrideStore } from './override-store.js';
import { withTimeLimit } from './time-limit.js';

/**
 * How long each step may take before the section counts as unavailable. Loading includes the network
 * (a slow connection may need it); mounting and unmounting are the section's own code, which a healthy
 * section finishes in milliseconds. Without limits a section that never settles blocks every later
 * navigation, because single-spa waits for one app's unmount before it mounts the next.
 */
export const SECTION_TIME_LIMITS = { loadMs: 30_000, mountMs: 8_000, unmountMs: 3_000 } as const;

export interface SectionAppOptions {
  /** Where the section's lifecycles come from (the federation runtime; a test passes its own section). */
  readonly load?: (remote: RemoteName) => Promise<SectionLifecycles>;
  readonly limits?: { readonly loadMs: number; readonly mountMs: number; readonly unmountMs: number };
}

/**
 * The single-spa application the shell registers for a section. It loads the remote when first
 * mounted, so a dead remote never blocks the shell: a chunk error reloads the page (once a minute at
 * most), any other failure — a step past its time limit included — shows the section's error with a
 * retry, in place. The section renders into a container of its own, so a late mount that finally
 * settles lands in a detached element (and is unmounted), never on top of the error.
 */
export function sectionApplication(remote: RemoteName, outlet: () => HTMLElement, options: SectionAppOptions = {}) {
  const load = options.load ?? loadSection;
  const limits = options.limits ?? SECTION_TIME_LIMITS;
  let section: SectionLifecycles | undefined;
  let bootstrapped = false;
  let mounted = false;
  let host: HTMLElement | undefined;
  let container: HTMLElement | undefined;
  let errorRoot: Root | undefined;

  const sectionProps = (element: HTMLElement): SectionProps => ({
    name: remote,
    domElement: element,
    domElementGetter: () => element,
  });

  async function mountSection(element: HTMLElement): Promise<void> {
    const lifecycles = (section ??= await withTimeLimit(load(remote), 'load', limits.loadMs));
    // The server's rendering of this section, if the page came with one, is where it hydrates.
    const rendered = element.querySelector<HTMLElement>(`:scope > [data-section-container="${remote}"]`);
    const target = rendered ?? document.createElement('div');
    target.dataset.sectionContainer = remote;
    if (!rendered) element.appendChild(target);
    container = target;
    const props = sectionProps(target);
    const mounting = (async () => {
      if (!bootstrapped) {
        await lifecycles.bootstrap(props);
        bootstrapped = true;
      }
      await lifecycles.mount(props);
    })();
    try {
      await withTimeLimit(mounting, 'mount', limits.mountMs);
    } catch (error) {
      target.remove();
      if (container === target) container = undefined;
      // Too late is still a mount: undo it in the detached element when it finally happens.
      mounting.then(() => lifecycles.unmount(props)).catch(() => undefined);
      throw error;
    }
    mounted = true;
  }

  function showError(element: HTMLElement): void {
    const target = document.createElement('div');
    element.appendChild(target);
    errorRoot = createRoot(target);
    errorRoot.render(
      createElement(I18nextProvider, { i18n }, createElement(SectionError, { onRetry: () => void retry(element) })),
    );
  }

  async function attempt(element: HTMLElement): Promise<void> {
    try {
      await mountSection(element);
    } catch (error) {
      if (reloadOnChunkError(error)) return;
      // A section that hung or failed is loaded afresh on retry.
      section = undefined;
      bootstrapped = false;
      progress.fail();
      console.warn(`[shell] section ${remote} unavailable`, error instanceof Error ? error.message : error);
      showError(element);
    }
  }

  async function retry(element: HTMLElement): Promise<void> {
    errorRoot?.unmount();
    errorRoot = undefined;
    progress.start();
    try {
      await attempt(element);
    } finally {
      progress.finish();
    }
  }

  return {
    // The limits above decide when a section is unavailable (and say so on the page); single-spa's own
    // timers (a warning after 1 s, an error after 3 s) would only add console noise on a slow phone.
    timeouts: {
      mount: {
        millis: limits.loadMs + limits.mountMs,
        dieOnTimeout: false,
        warningMillis: limits.loadMs + limits.mountMs,
      },
      unmount: { millis: limits.unmountMs, dieOnTimeout: false, warningMillis: limits.unmountMs },
    },
    bootstrap: async (): Promise<void> => undefined,
    mount: async (): Promise<void> => {
      // A tester's build of this section must not hydrate the released version's server HTML.
      const overridden = overrideStore.getState().active.some((entry) => entry.name === remote);
      const rendered = overridden
        ? null
        : outlet().querySelector<HTMLElement>(`:scope > [data-section-host="${remote}"]`);
      // Any other server rendering (of a section the browser left) must not stay on screen.
      for (const other of outlet().querySelectorAll(':scope > [data-section-host]')) {
        if (other !== rendered) other.remove();
      }
      host = rendered ?? document.createElement('div');
      host.dataset.sectionHost = remote;
      if (!rendered) outlet().appendChild(host);
      await attempt(host);
    },
    unmount: async (): Promise<void> => {
      try {
        if (mounted && section && container) {
          await withTimeLimit(section.unmount(sectionProps(container)), 'unmount', limits.unmountMs);
        }
      } catch (error) {
        // The next section must not wait for this one: drop it and load it afresh next time.
        console.warn(`[shell] section ${remote} did not unmount`, error instanceof Error ? error.message : error);
        section = undefined;
        bootstrapped = false;
      } finally {
        mounted = false;
        errorRoot?.unmount();
        errorRoot = undefined;
        host?.remove();
        host = undefined;
        container = undefined;
      }
    },
  };
}
