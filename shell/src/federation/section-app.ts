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

/** What one section's application holds between single-spa's calls. */
interface SectionSlot {
  readonly remote: RemoteName;
  readonly load: (remote: RemoteName) => Promise<SectionLifecycles>;
  readonly limits: NonNullable<SectionAppOptions['limits']>;
  /** The remote's lifecycles, once loaded; dropped to load them afresh after a failure. */
  section?: SectionLifecycles;
  bootstrapped: boolean;
  mounted: boolean;
  /** The element single-spa's mount gave the section, in the outlet. */
  host?: HTMLElement;
  /** The section's own element inside the host (see {@link sectionApplication}). */
  container?: HTMLElement;
  /** The section's error with its retry, while shown. */
  errorRoot?: Root;
}

const sectionProps = (remote: RemoteName, element: HTMLElement): SectionProps => ({
  name: remote,
  domElement: element,
  domElementGetter: () => element,
});

/** A section that hung or failed is loaded afresh next time. */
function forgetSection(slot: SectionSlot): void {
  slot.section = undefined;
  slot.bootstrapped = false;
}

/** The host in the outlet: the server's rendering of this section when it may hydrate, else a new element. */
function claimHost(outlet: () => HTMLElement, remote: RemoteName): HTMLElement {
  // A tester's build of this section must not hydrate the released version's server HTML.
  const overridden = overrideStore.getState().active.some((entry) => entry.name === remote);
  const rendered = overridden ? null : outlet().querySelector<HTMLElement>(`:scope > [data-section-host="${remote}"]`);
  // Any other server rendering (of a section the browser left) must not stay on screen.
  for (const other of outlet().querySelectorAll(':scope > [data-section-host]')) {
    if (other !== rendered) other.remove();
  }
  const host = rendered ?? document.createElement('div');
  host.dataset.sectionHost = remote;
  if (!rendered) outlet().appendChild(host);
  return host;
}

/** The section's container in its host: the server's rendering of it, if the page came with one, is where it hydrates. */
function claimContainer(host: HTMLElement, remote: RemoteName): HTMLElement {
  const rendered = host.querySelector<HTMLElement>(`:scope > [data-section-container="${remote}"]`);
  const target = rendered ?? document.createElement('div');
  target.dataset.sectionContainer = remote;
  if (!rendered) host.appendChild(target);
  return target;
}

async function mountSection(slot: SectionSlot, element: HTMLElement): Promise<void> {
  const { remote, limits } = slot;
  const lifecycles = (slot.section ??= await withTimeLimit(slot.load(remote), 'load', limits.loadMs));
  const target = claimContainer(element, remote);
  slot.container = target;
  const props = sectionProps(remote, target);
  const mounting = (async () => {
    if (!slot.bootstrapped) {
      await lifecycles.bootstrap(props);
      slot.bootstrapped = true;
    }
    await lifecycles.mount(props);
  })();
  try {
    await withTimeLimit(mounting, 'mount', limits.mountMs);
  } catch (error) {
    target.remove();
    if (slot.container === target) slot.container = undefined;
    // Too late is still a mount: undo it in the detached element when it finally happens.
    mounting.then(() => lifecycles.unmount(props)).catch(() => undefined);
    throw error;
  }
  slot.mounted = true;
}

function showError(slot: SectionSlot, element: HTMLElement): void {
  const target = document.createElement('div');
  element.appendChild(target);
  slot.errorRoot = createRoot(target);
  slot.errorRoot.render(
    createElement(I18nextProvider, { i18n }, createElement(SectionError, { onRetry: () => void retry(slot, element) })),
  );
}

async function attempt(slot: SectionSlot, element: HTMLElement): Promise<void> {
  try {
    await mountSection(slot, element);
  } catch (error) {
    if (reloadOnChunkError(error)) return;
    forgetSection(slot);
    progress.fail();
    console.warn(`[shell] section ${slot.remote} unavailable`, error instanceof Error ? error.message : error);
    showError(slot, element);
  }
}

async function retry(slot: SectionSlot, element: HTMLElement): Promise<void> {
  slot.errorRoot?.unmount();
  slot.errorRoot = undefined;
  progress.start();
  try {
    await attempt(slot, element);
  } finally {
    progress.finish();
  }
}

async function unmountSection(slot: SectionSlot): Promise<void> {
  try {
    if (slot.mounted && slot.section && slot.container) {
      await withTimeLimit(
        slot.section.unmount(sectionProps(slot.remote, slot.container)),
        'unmount',
        slot.limits.unmountMs,
      );
    }
  } catch (error) {
    // The next section must not wait for this one: drop it and load it afresh next time.
    console.warn(`[shell] section ${slot.remote} did not unmount`, error instanceof Error ? error.message : error);
    forgetSection(slot);
  } finally {
    slot.mounted = false;
    slot.errorRoot?.unmount();
    slot.errorRoot = undefined;
    slot.host?.remove();
    slot.host = undefined;
    slot.container = undefined;
  }
}

/**
 * The single-spa application the shell registers for a section. It loads the remote when first
 * mounted, so a dead remote never blocks the shell: a chunk error reloads the page (once a minute at
 * most), any other failure — a step past its time limit included — shows the section's error with a
 * retry, in place. The section renders into a container of its own, so a late mount that finally
 * settles lands in a detached element (and is unmounted), never on top of the error.
 */
export function sectionApplication(remote: RemoteName, outlet: () => HTMLElement, options: SectionAppOptions = {}) {
  const limits = options.limits ?? SECTION_TIME_LIMITS;
  const slot: SectionSlot = { remote, load: options.load ?? loadSection, limits, bootstrapped: false, mounted: false };
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
      slot.host = claimHost(outlet, remote);
      await attempt(slot, slot.host);
    },
    unmount: () => unmountSection(slot),
  };
}
