// @ts-check
import { restrictedPaths } from './restricted-paths.js';

/**
 * The shell's folders, top to bottom; imports only go down (docs/architecture.md, "The shell's folders"):
 * - the entry points (`index.ts`, `boot.ts`, `server.tsx`, `start/`) start everything;
 * - `app/` composes the page (the React tree, its render in the browser);
 * - `layouts/` frame a page with the chrome;
 * - `chrome/` is the header, footer, progress bar, toasts and the rest around every page;
 * - `pages/` are the shell's own pages (home, search, sign-in, errors);
 * - `routing/` decides what a location shows (sections, guards, readiness, the outlet);
 * - `federation/` loads sections' bundles;
 * - `strings/` holds the shell's own texts, joined to the common namespace.
 * `routes.ts`, the shell's route declaration (data), may be read from anywhere.
 */
const SHELL_SRC = './shell/src';
const SHELL_ENTRY = ['index.ts', 'boot.ts', 'server.tsx', 'start'].map((name) => `${SHELL_SRC}/${name}`);
const SHELL_TIERS = ['app', 'layouts', 'chrome', 'pages', 'routing', 'federation', 'strings'];

export const shellTiers = restrictedPaths(
  ['shell/src/**/*.{ts,tsx}'],
  SHELL_TIERS.map((tier, index) => {
    const above = SHELL_TIERS.slice(0, index);
    return {
      target: `${SHELL_SRC}/${tier}`,
      from: [...SHELL_ENTRY, ...above.map((name) => `${SHELL_SRC}/${name}`)],
      message: `shell/src/${tier} may not import the entry points${above.length > 0 ? ` or ${above.join(', ')}` : ''} (imports go down: app → layouts → chrome → pages → routing → federation → strings).`,
    };
  }),
);
