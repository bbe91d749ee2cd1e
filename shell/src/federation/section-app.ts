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

/**
 * The single-spa application the shell registers for a section. It loads the remote when first
 * mounted, so a dead remote never blocks the shell: a chunk error reloads the page (once a minute at
 * most), any other failure shows the section's error with a retry, in place.
 */
export function sectionApplication(remote: RemoteName, outlet: () => HTMLElement) {
  let section: SectionLifecycles | undefined;
  let bootstrapped = false;
  let mounted = false;
  let host: HTMLElement | undefined;
  let errorRoot: Root | undefined;

  const sectionProps = (element: HTMLElement): SectionProps => ({
    name: remote,
    domElement: element,
    domElementGetter: () => element,
  });

  async function mountSection(element: HTMLElement): Promise<void> {
    section ??= await loadSection(remote);
    const props = sectionProps(element);
    if (!bootstrapped) {
      await section.bootstrap(props);
      bootstrapped = true;
    }
    await section.mount(props);
    mounted = true;
  }

  function showError(element: HTMLElement): void {
    errorRoot = createRoot(element);
    errorRoot.render(
      createElement(I18nextProvider, { i18n }, createElement(SectionError, { onRetry: () => void retry(element) })),
    );
  }

  async function attempt(element: HTMLElement): Promise<void> {
    try {
      await mountSection(element);
    } catch (error) {
      section = undefined;
      if (reloadOnChunkError(error)) return;
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
    bootstrap: async (): Promise<void> => undefined,
    mount: async (): Promise<void> => {
      host = document.createElement('div');
      host.dataset.sectionHost = remote;
      outlet().appendChild(host);
      await attempt(host);
    },
    unmount: async (): Promise<void> => {
      if (mounted && section && host) await section.unmount(sectionProps(host));
      mounted = false;
      errorRoot?.unmount();
      errorRoot = undefined;
      host?.remove();
      host = undefined;
    },
  };
}
