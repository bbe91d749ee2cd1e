import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTES } from '@ksei/shared/node';
import { createMemoryFiles, type MemoryFiles } from './memory-files.js';
import { serveFromMemory } from './memory-route.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Manifests name the chunks of their version; a stale one would point at the wrong build. */
const REMOTE_MANIFESTS = new Set(['mf-manifest.json']);

/** `/<remote>/<version>/<file…>`; the release command's half-copied `<version>.<pid>.staging` folders are not a version. */
const REMOTE_FILE = /^\/([a-z0-9-]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/[^/].*$/;

function isReleasedFile(pathName: string): boolean {
  const match = REMOTE_FILE.exec(pathName);
  if (!match) return false;
  const remote = match[1] ?? '';
  const version = match[2] ?? '';
  const rest = pathName.slice(remote.length + version.length + 2);
  return (REMOTES as readonly string[]).includes(remote) && !version.endsWith('.staging') && !isServerOnlyFile(rest);
}

/**
 * What a build holds for the server and the release command, never for a browser: its server bundle
 * (`server/…`, the page renderer's code) and `build-info.json` (the exact library versions, read by the
 * release gates). `mf-stats.json` is the bundler's build report: nothing reads it over HTTP, and it
 * names the build machine's folders. `rest` is the path inside a build folder, from its first `/`.
 */
export function isServerOnlyFile(rest: string): boolean {
  return rest.startsWith('/server/') || rest === '/server' || rest === '/build-info.json' || rest === '/mf-stats.json';
}

/** webpack names production assets `[name].[contenthash:10].ext`: those can be cached forever. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[A-Za-z0-9]+$/;

function setRemoteHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', REMOTE_MANIFESTS.has(path.basename(filePath)) ? REVALIDATE : IMMUTABLE);
  // The shell fetches manifests and chunks with the federation runtime, possibly from another origin in dev.
  reply.header('access-control-allow-origin', '*');
}

function setShellHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', CONTENT_HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE);
}

/** The shell build's icon: HtmlWebpackPlugin copies `shell/src/favicon.svg` there and links it from every page. */
export const FAVICON_PATH = '/shell/favicon.svg';

/** A day: the icon's address is stable, but a permanent redirect should not be cached forever. */
const FAVICON_REDIRECT_CACHE = 'public, max-age=86400';

/** A folder (`/shell/`, `/files/x/`) is no file: a 404 like any miss, never a 403 that says it exists. */
export function isFolderPath(pathName: string): boolean {
  return pathName === '' || pathName.endsWith('/');
}

/** Options every mount shares: plain files only, misses fall through to the 404 handler (never the page). */
export const FILES_ONLY = { index: false, list: false, redirect: false, cacheControl: false, wildcard: true } as const;

/**
 * `/remotes/<name>/<version>/…` from the releases folder (a version folder never changes),
 * `/shell/…` from the shell build (its `index.html` is the page template, never a file to download),
 * neither with a build's server-only files,
 * and `/favicon.ico`, a redirect to the shell's icon.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  dirs: { releasesDir: string; shellDist: string },
  memory: MemoryFiles = createMemoryFiles(),
): Promise<void> {
  // Before @fastify/static: a file whose bytes never change is answered from memory; the rest falls through.
  serveFromMemory(app, memory, [
    {
      prefix: '/remotes/',
      root: dirs.releasesDir,
      allowed: (pathName) => !isFolderPath(pathName) && isReleasedFile(pathName),
      setHeaders: setRemoteHeaders,
    },
    {
      prefix: '/shell/',
      root: dirs.shellDist,
      // Only content-hashed names: the shell's other files may be rebuilt under the same name.
      allowed: (pathName) =>
        !isFolderPath(pathName) && !isServerOnlyFile(pathName) && CONTENT_HASHED.test(path.posix.basename(pathName)),
      setHeaders: setShellHeaders,
    },
  ]);
  await app.register(fastifyStatic, {
    ...FILES_ONLY,
    root: dirs.releasesDir,
    prefix: '/remotes/',
    allowedPath: (pathName) => !isFolderPath(pathName) && isReleasedFile(pathName),
    setHeaders: setRemoteHeaders,
  });
  await app.register(fastifyStatic, {
    ...FILES_ONLY,
    root: dirs.shellDist,
    prefix: '/shell/',
    decorateReply: false,
    allowedPath: (pathName) =>
      !isFolderPath(pathName) && path.posix.basename(pathName) !== 'index.html' && !isServerOnlyFile(pathName),
    setHeaders: setShellHeaders,
  });
  // Clients that ask the conventional address without reading the page's `<link rel="icon">` (feed
  // readers, crawlers, a browser showing a JSON or XML answer) get the site's icon, not a 404.
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('cache-control', FAVICON_REDIRECT_CACHE).redirect(FAVICON_PATH, 301),
  );
}
