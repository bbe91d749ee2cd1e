import path from 'node:path';
import type { AxiosAdapter } from 'axios';
import type { RouteMatch, RouteTable, SectionServerModule } from '@ksei/shared/node';
import type { RegistryEntry } from '../releases/registry-file.js';
import { throttledMtime } from '../files/throttled-mtime.js';
import { loadServerBuild } from './server-build.js';

/** Where a build keeps its server bundle, beside the browser files (and so in every release). */
export const SHELL_SERVER_FILE = path.join('server', 'shell.cjs');
export const SECTION_SERVER_FILE = path.join('server', 'section.cjs');

/** What the shell's server build exports (see shell/src/server.tsx). */
export interface ShellServerModule {
  readonly shared: Record<string, unknown> & {
    configureServerHttp(options: { baseURL: string; adapter?: AxiosAdapter }): void;
  };
  prepare(): Promise<void>;
  installRoutes(routes: RouteTable): void;
  loadPageData(url: string, signal?: AbortSignal, match?: RouteMatch | null): Promise<Record<string, unknown>>;
  renderShell(request: {
    url: string;
    routes: RouteTable;
    match?: RouteMatch | null;
    outletHtml: string;
    error?: { statusCode: number; message: string };
    pageData?: Record<string, unknown>;
  }): string;
}

export interface BuildLoadLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ServerBuilds {
  /** The shell's server build, loaded again when its file changes; null when it is missing or broken. */
  shellModule(): Promise<ShellServerModule | null>;
  /** The modification time of the shell build in memory (0 before one is loaded), for cache keys. */
  shellVersion(): number;
  /** A section version's server build, loaded against the shell's `@ksei/shared`; null without one. */
  sectionModule(entry: RegistryEntry, shared: unknown): Promise<SectionServerModule | null>;
  /** Section versions whose server build is in memory now. */
  loadedSections(): string[];
}

/**
 * The server builds in memory: the shell's (reloaded when its file changes) and the sections', one per
 * version, at most `maxSectionBuilds` of them (least recently used go), so memory stays bounded across
 * releases.
 */
export function createServerBuilds(options: {
  shellDist: string;
  releasesDir: string;
  /** Answers the shell's API calls in process. */
  adapter: AxiosAdapter;
  log: BuildLoadLog;
  maxSectionBuilds: number;
}): ServerBuilds {
  const shellFile = path.join(options.shellDist, SHELL_SERVER_FILE);
  const shellMtime = throttledMtime(shellFile);
  let shell: { mtimeMs: number; module: Promise<ShellServerModule | null> } | null = null;
  const sections = new Map<string, Promise<SectionServerModule | null>>();

  async function loadShell(): Promise<ShellServerModule> {
    const loaded = (await loadServerBuild(shellFile)) as unknown as ShellServerModule;
    loaded.shared.configureServerHttp({ baseURL: 'http://server.internal/', adapter: options.adapter });
    await loaded.prepare();
    return loaded;
  }

  async function shellModule(): Promise<ShellServerModule | null> {
    const mtimeMs = await shellMtime();
    if (shell && shell.mtimeMs === mtimeMs) return shell.module;
    // A new shell build is a new `@ksei/shared`: the section builds loaded against the old one go too.
    sections.clear();
    const module = (mtimeMs === 0 ? Promise.resolve(null) : loadShell()).catch((error: unknown) => {
      options.log.warn({ err: error, file: shellFile }, 'server render: the shell server build failed to load');
      return null;
    });
    shell = { mtimeMs, module };
    return module;
  }

  function loadSection(entry: RegistryEntry, shared: unknown): Promise<SectionServerModule | null> {
    const file = path.join(options.releasesDir, entry.name, entry.version, SECTION_SERVER_FILE);
    return loadServerBuild(file, { '@ksei/shared': shared })
      .then((exports) => exports as unknown as SectionServerModule)
      .catch((error: unknown) => {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        if (!missing) options.log.warn({ err: error, file }, 'server render: a section server build failed to load');
        return null; // a version released without a server build renders in the browser
      });
  }

  function sectionModule(entry: RegistryEntry, shared: unknown): Promise<SectionServerModule | null> {
    const key = `${entry.name}@${entry.version}`;
    let module = sections.get(key);
    if (module) {
      sections.delete(key); // most recently used last
      sections.set(key, module);
      return module;
    }
    module = loadSection(entry, shared);
    sections.set(key, module);
    while (sections.size > options.maxSectionBuilds) sections.delete(sections.keys().next().value as string);
    return module;
  }

  return {
    shellModule,
    shellVersion: () => shell?.mtimeMs ?? 0,
    sectionModule,
    loadedSections: () => [...sections.keys()],
  };
}
