import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@ksei/shared';
import { App } from './App.js';

/** Renders the chrome synchronously, so the section outlet exists before single-spa mounts anything. */
export function renderChrome(): void {
  const container = document.getElementById('ksei-root');
  if (!container) throw new Error('#ksei-root is missing from index.html');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    ),
  );
}
