// @ts-check
/**
 * Gate 5: the bundle's exposed module must load and mount in Node with the shell's shared versions.
 * The live shell's production build boots in jsdom (a DOM in Node) on the page HTML the server would
 * send for the section's first page, with a registry naming the candidate build and the manifest
 * composed with it; the shell provides the federation runtime and the shared singletons exactly as in
 * a browser. The gate passes when the section renders its page (its root element with a heading)
 * and refuses when it shows its error, throws, or has not mounted within the time limit. No network:
 * every URL is answered from the two build folders; API calls get a 404 (pages show "unavailable").
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';

const ORIGIN = 'http://release-gate.invalid';
const LIMIT_MS = 20_000;
/** After the first error on the page, how long the section still gets (the shell retries a failed load once). */
const AFTER_ERROR_MS = 3_000;

/**
 * @param {string} shellDir @param {string} distDir
 * @returns {(url: string) => string | null} the file a URL of the gate's page stands for
 */
function filesFor(shellDir, distDir) {
  return (url) => {
    const { origin, pathname } = new URL(url, ORIGIN);
    if (origin !== ORIGIN) return null;
    const [base, prefix] = pathname.startsWith('/shell/') ? [shellDir, '/shell/'] : [distDir, '/candidate/'];
    if (!pathname.startsWith(prefix)) return null;
    const file = path.join(base, path.normalize(decodeURIComponent(pathname.slice(prefix.length))));
    return file.startsWith(base + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
  };
}

/** JSON for a `<script type="application/json">` block: `<` escaped so no value can close it. */
const dataBlock = (id, value) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * @param {{ remote: string, distDir: string, shellDir: string, pages: { paths: { id: string }, sampleParams?: Record<string, string> }[], ownPages: { id: string, paths: { id: string }, sampleParams?: Record<string, string> }[] }} options
 *   `pages`: the composed manifest (live site with the candidate); `ownPages`: the candidate's pages
 * @returns {Promise<string | null>}
 */
export async function loadProblem({ remote, distDir, shellDir, pages, ownPages }) {
  const target = ownPages[0];
  if (!target) return `load gate: ${remote} declares no page to mount`;
  const url = target.paths.id.replace(/:([A-Za-z]+)/g, (_, name) =>
    encodeURIComponent(target.sampleParams?.[name] ?? 'x'),
  );
  const fileOf = filesFor(shellDir, distDir);
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const registry = { remotes: [{ name: remote, entry: `${ORIGIN}/candidate/mf-manifest.json`, version: 'candidate' }] };
  const html = template.replace(
    '<!--ksei-head-->',
    `<meta name="ksei-api-base" content="/">${dataBlock('ksei-remotes', registry)}${dataBlock('ksei-routes', { pages })}`,
  );

  /** @type {string[]} */
  const errors = [];
  const console = new VirtualConsole();
  console.on('error', (...args) => errors.push(args.map(String).join(' ')));
  console.on('jsdomError', (error) => errors.push(error.message));
  class Files extends ResourceLoader {
    /** @param {string} resource */
    fetch(resource) {
      const file = fileOf(resource);
      // jsdom's loader takes a promise of the body; a missing file fails the element's load, as a 404 would.
      return /** @type {any} */ (
        file ? Promise.resolve(fs.readFileSync(file)) : Promise.reject(new Error(`no ${resource}`))
      );
    }
  }
  const dom = new JSDOM(html, {
    url: ORIGIN + url,
    runScripts: 'dangerously',
    resources: new Files(),
    pretendToBeVisual: true,
    virtualConsole: console,
    beforeParse(window) {
      // What jsdom lacks and the page uses: fetch (the runtime reads manifests with it), the Fetch API's
      // classes (a section's router builds a Request per navigation, with an abort signal Node's Request
      // accepts only from Node's own AbortController), TextEncoder, matchMedia, scrollTo.
      Object.assign(window, {
        Request,
        Response,
        Headers,
        AbortController,
        AbortSignal,
        TextEncoder,
        TextDecoder,
        fetch: async (/** @type {unknown} */ input) => {
          const file = fileOf(String(/** @type {{ url?: string }} */ (input)?.url ?? input));
          return file
            ? new Response(fs.readFileSync(file), { status: 200, headers: { 'content-type': 'application/json' } })
            : new Response('{"error":{"code":"not_found","message":"release gate"}}', {
                status: 404,
                headers: { 'content-type': 'application/json' },
              });
        },
        matchMedia: () => ({
          matches: false,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
        }),
        scrollTo: () => {},
      });
    },
  });
  try {
    const started = Date.now();
    let firstErrorAt = 0;
    while (Date.now() - started < LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const document = dom.window.document;
      if (document.querySelector(`[data-section="${remote}"] h1`)) return null;
      if (errors.length > 0 && firstErrorAt === 0) firstErrorAt = Date.now();
      // A chunk that fails asks the shell to reload the page, which jsdom does not do: an error and no
      // section soon after is a failure too.
      const gaveUp = firstErrorAt > 0 && Date.now() - firstErrorAt > AFTER_ERROR_MS;
      if (document.querySelector('[data-section-error]') || gaveUp) {
        return `load gate: ${remote}'s ./spa failed to load or mount with the live shell (${errors[0] ?? 'the section shows its error'})`;
      }
    }
    return `load gate: ${remote} did not mount ${url} with the live shell within ${LIMIT_MS / 1000} s${errors[0] ? ` (${errors[0]})` : ''}`;
  } finally {
    dom.window.close();
  }
}
