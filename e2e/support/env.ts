import os from 'node:os';
import path from 'node:path';

/** The port and scratch folder the e2e server uses (its own releases and database, never the developer's). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DIR = path.join(os.tmpdir(), `ksei-e2e-${E2E_PORT}`);
export const E2E_RELEASES = path.join(E2E_DIR, 'releases');

/** The axe rule sets every page must pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
