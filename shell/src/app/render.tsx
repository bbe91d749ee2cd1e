import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { SHELL_DATA_ID, i18n, seedApiCache } from '@ksei/shared';
import { OUTLET_ID, captureServerOutlet } from '../routing/outlet.js';
import { App } from './App.js';
import { SHELL_ID_PREFIX } from '../chrome/id-prefix.js';

/**
 * Draws the chrome. A page the server rendered is hydrated (its header, menu and footer are already on
 * screen); otherwise it is rendered synchronously, so the section outlet exists before single-spa
 * mounts anything.
 */
export function renderChrome(): void {
  const container = document.getElementById('ksei-root');
  if (!container) throw new Error('#ksei-root is missing from index.html');
  const app = (
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  );
  if (container.firstElementChild) {
    captureServerOutlet(document.getElementById(OUTLET_ID));
    seedServerData();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole chrome (one long task: Lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(container, app, {
        identifierPrefix: SHELL_ID_PREFIX,
        onRecoverableError: (error) => console.error('[shell] hydration', error),
      });
    });
    return;
  }
  const root = createRoot(container, { identifierPrefix: SHELL_ID_PREFIX });
  flushSync(() => root.render(app));
}

/** The API answers the server rendered a shell page with: the page hydrates with them, fetching nothing. */
function seedServerData(): void {
  const block = document.getElementById(SHELL_DATA_ID);
  if (!block?.textContent) return;
  try {
    seedApiCache(JSON.parse(block.textContent) as Record<string, unknown>);
  } catch {
    // Unreadable: the page's reads are made again, as on a page the server did not render.
  }
}
