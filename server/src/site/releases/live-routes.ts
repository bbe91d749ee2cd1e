import fs from 'node:fs/promises';
import path from 'node:path';
import { composeRoutes, type BundleRoutes, type RouteTable } from '@ksei/shared/node';
import { readRegistry, type RegistryEntry } from './registry-file.js';

/** Where a build publishes its route declaration, beside its bundles. */
export const ROUTES_FILE = 'routes.json';

export interface LiveRoutes {
  /** The manifest composed from the shell's pages and the released sections the registry names now. */
  current(): Promise<RouteTable>;
  /** The manifest last composed, without waiting: for synchronous checks between two page loads. */
  latest(): RouteTable;
}

export interface RouteLog {
  warn(message: string): void;
}

async function readDeclaration(file: string): Promise<BundleRoutes> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as BundleRoutes;
}

/**
 * The live route manifest. The server never holds a route list of its own: it composes the shell's
 * declaration (`<shellDist>/routes.json`) with the declaration each released section version carries,
 * whenever the registry (or the shell build) changes. So a section release that adds, renames or
 * removes a page changes the site's 200/301/404s, titles, menu and sitemap on the next request, with
 * no restart and no shell build. Released declarations never change, so each is read once.
 */
export function createLiveRoutes(options: {
  releasesDir: string;
  shellDist: string;
  log?: RouteLog;
  /** How often the shell's declaration is looked at for a rebuild (default 1 s). */
  recheckShellMs?: number;
}): LiveRoutes {
  const registryFile = path.join(options.releasesDir, 'registry.json');
  const shellFile = path.join(options.shellDist, ROUTES_FILE);
  const recheckShellMs = options.recheckShellMs ?? 1000;
  const declarations = new Map<string, Promise<BundleRoutes | null>>();
  let shell: { routes: BundleRoutes | null; mtimeMs: number; checkedAt: number } | null = null;
  let composed: { key: string; table: RouteTable } = { key: '', table: composeRoutes([]).table };
  const warn = (message: string): void => {
    if (options.log) options.log.warn(message);
    else process.emitWarning(message, 'RouteWarning');
  };

  const shellRoutes = async (): Promise<{ routes: BundleRoutes | null; mtimeMs: number }> => {
    if (shell && Date.now() - shell.checkedAt < recheckShellMs) return shell;
    const mtimeMs = (await fs.stat(shellFile).catch(() => null))?.mtimeMs ?? 0;
    if (!shell || shell.mtimeMs !== mtimeMs) {
      const routes = await readDeclaration(shellFile).catch((error: unknown) => {
        warn(`the shell's ${shellFile} is unreadable (${(error as Error).message}): the shell's pages answer 404`);
        return null;
      });
      shell = { routes, mtimeMs, checkedAt: Date.now() };
    }
    shell.checkedAt = Date.now();
    return shell;
  };

  const declarationOf = (entry: RegistryEntry): Promise<BundleRoutes | null> => {
    const key = `${entry.name}/${entry.version}`;
    let declaration = declarations.get(key);
    if (!declaration) {
      const file = path.join(options.releasesDir, entry.name, entry.version, ROUTES_FILE);
      declaration = readDeclaration(file).catch((error: unknown) => {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        warn(
          missing
            ? `${entry.name} ${entry.version} was released without ${ROUTES_FILE}: it has no pages until it is released again`
            : `${entry.name} ${entry.version}: ${ROUTES_FILE} is unreadable (${(error as Error).message}): its pages answer 404`,
        );
        // A version folder is complete once renamed into place, so a missing file stays missing: kept
        // as "no pages". Any other failure (a disk hiccup) is tried again on the next request.
        if (missing) return { owner: entry.name as BundleRoutes['owner'], pages: [] };
        declarations.delete(key);
        return null;
      });
      declarations.set(key, declaration);
    }
    return declaration;
  };

  return {
    async current() {
      const [registry, shellState] = await Promise.all([readRegistry(registryFile), shellRoutes()]);
      const key = [`shell@${shellState.mtimeMs}`, ...registry.map((entry) => `${entry.name}@${entry.version}`)].join(' ');
      if (key === composed.key) return composed.table;
      const bundles = await Promise.all(registry.map(declarationOf));
      const all = [shellState.routes, ...bundles].filter((routes): routes is BundleRoutes => routes !== null);
      const { table, problems } = composeRoutes(all);
      // Logged once per change of what is live; the pages that fit are served meanwhile.
      for (const problem of problems) warn(`route manifest: ${problem}`);
      // A declaration that could not be read is tried again on the next request, not cached away.
      const complete = shellState.routes !== null && bundles.every((routes) => routes !== null);
      composed = { key: complete ? key : '', table };
      return table;
    },
    latest() {
      return composed.table;
    },
  };
}
