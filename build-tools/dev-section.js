#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev -w mf-about [-- --port 3101 --site http://localhost:8080]`: the integration tester's
 * command. Builds the section's working copy for production (the same React, runtime and shared
 * setup as a release, so the composed site can load it: a development build's JSX runtime does not
 * match the shell's production React), rebuilds on every change, and serves the build with CORS at
 * `--port` (default: the section's dev port). `--site` is the composed site (server and API) the
 * build is meant for (default http://localhost:8080, what `npm start` serves); the command prints
 * the exact step that points that site at this build, and says when the site cannot take it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { loadSharedNode } from './shared-node.js';

const USAGE = 'usage: ksei-dev [--port <port>] [--site <url of the composed site>]';

/** @param {string[]} args @returns {{ port?: number, site: string }} */
export function parseDevArgs(args) {
  /** @type {{ port?: number, site: string }} */
  const options = { site: 'http://localhost:8080' };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = (args[i] ?? '').split(/=(.*)/s);
    const value = inline ?? args[(i += 1)];
    if (flag === '--port' && value !== undefined && /^\d+$/.test(value) && Number(value) > 0 && Number(value) < 65536) {
      options.port = Number(value);
    } else if (flag === '--site' && value !== undefined && /^https?:\/\/[^/]+\/?$/.test(value)) {
      options.site = value.replace(/\/$/, '');
    } else {
      throw new Error(`unexpected argument ${args.join(' ')}\n${USAGE}`);
    }
  }
  return options;
}

/** The step that points the composed site at this build, exactly as the tester types it. */
export function overrideStep(remote, origin) {
  return `localStorage.setItem('ksei-remote-override:${remote}', '${origin}/mf-manifest.json')`;
}

const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
});

/** Serves `dir` with CORS and no caching: the site fetches from another origin, and every rebuild counts. */
function serve(dir, port) {
  const server = http.createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const file = path.join(dir, path.normalize(url));
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    if (!file.startsWith(dir + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Warns when the site does not answer or does not accept overrides; never stops the build. */
async function checkSite(site) {
  try {
    const html = await (await fetch(`${site}/id`)).text();
    if (!html.includes('name="ksei-remote-overrides"')) {
      return `the site at ${site} does not accept overrides: start it in development (npm start) or with ALLOW_REMOTE_OVERRIDES=on`;
    }
    return null;
  } catch {
    return `no site answers at ${site}: start the composed site (npm start) or pass --site <url>`;
  }
}

async function main() {
  const dir = process.cwd();
  const remote = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  const { REMOTES } = await loadSharedNode();
  if (!(/** @type {readonly string[]} */ (REMOTES).includes(remote)))
    throw new Error(`run inside a section package (${REMOTES.join(', ')})`);
  const options = parseDevArgs(process.argv.slice(2));
  /** @type {(env: unknown, argv: { mode?: string }) => Promise<import('webpack').Configuration>} */
  const configOf = (await import(path.join(dir, 'webpack.config.js'))).default;
  const port = options.port ?? Number((await configOf({}, { mode: 'development' })).devServer?.port ?? 0);
  const out = path.join(os.tmpdir(), `ksei-dev-${remote}-${port}`);
  const config = await configOf({ browserOnly: true }, { mode: 'production' });
  config.output = { ...config.output, path: out };
  const origin = `http://127.0.0.1:${port}`;
  const server = await serve(out, port);

  let first = true;
  const watching = webpack(config).watch({ aggregateTimeout: 200 }, async (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(`${remote}: build failed\n${error?.message ?? stats?.toString('errors-only')}`);
      return;
    }
    const ms = (stats.endTime ?? 0) - (stats.startTime ?? 0);
    if (!first) {
      console.log(`${remote}: rebuilt in ${ms} ms; reload the page to see it`);
      return;
    }
    first = false;
    console.log(`${remote}: production build of your working copy served at ${origin}/ (built in ${ms} ms)`);
    console.log(`To load it in the composed site, open ${options.site}/id and run in the browser console:`);
    console.log(`  ${overrideStep(remote, origin)}`);
    console.log('then reload. A banner shows while the override is on; its button goes back to the released version.');
    console.log('Rebuilds on every change; stop with Ctrl+C.');
    const problem = await checkSite(options.site);
    if (problem) console.warn(`${remote}: note: ${problem}`);
  });
  const stop = () => watching.close(() => server.close(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`ksei-dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error?.code === 'EADDRINUSE' ? 1 : 2);
});
