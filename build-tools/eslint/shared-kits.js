// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.js';
import { restrictedPaths } from './restricted-paths.js';

/**
 * @ksei/shared's root entry is one shared instance that every first view loads whole; the kits
 * (`@ksei/shared/content`, `/section`, `/captcha`, `/forms`, `/staff`, `/editor`: SHARED_KITS) are bundled by each bundle
 * that uses them. A kit
 * reaches the root by package name only (a relative import would bundle a second copy of a store or of
 * the i18n instance), and the root never imports a kit (it would carry it into every first view).
 */
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
const SHARED_KITS = ['content', 'section', 'captcha', 'forms', 'staff', 'editor'];
const SHARED_ROOT_FOLDERS = fs
  .readdirSync(SHARED_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_KITS.includes(entry.name) && entry.name !== 'api')
  .map((entry) => entry.name);
/**
 * Modules in the root's folders a kit may import by path: subpaths of their own (`@ksei/shared/compose`),
 * and the locale and route types (plain constants, no state: a second copy changes nothing). The
 * calendar kit needs the latter by path: it is compiled for Node without the root's React modules.
 * @type {Record<string, string[]>}
 */
const SHARED_SUBPATHS_IN_ROOT_FOLDERS = { routes: ['./compose.ts', './types.ts'] };
export const sharedKitBoundaries = restrictedPaths(
  ['shared/src/**/*.{ts,tsx}'],
  [
    ...SHARED_ROOT_FOLDERS.map((folder) => ({
      target: SHARED_KITS.map((kit) => `./shared/src/${kit}`),
      from: `./shared/src/${folder}`,
      except: SHARED_SUBPATHS_IN_ROOT_FOLDERS[folder] ?? [],
      message: 'A kit imports the root entry as `@ksei/shared` (one instance per page), never by a relative path.',
    })),
    {
      target: ['./shared/src/index.ts', ...SHARED_ROOT_FOLDERS.map((folder) => `./shared/src/${folder}`)],
      from: SHARED_KITS.map((kit) => `./shared/src/${kit}`),
      message: "The root entry never imports a kit: every first view would carry it. Import the kit's path.",
    },
  ],
);
