import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PgliteCompiledModules } from './pglite-worker.protocol.js';

/**
 * PGlite's WebAssembly, compiled once per process and handed to every PGlite worker it starts.
 *
 * Left to itself, each PGlite instance reads and compiles its 9 MB module again (V8 keeps no compiled
 * code between threads): most of a second per database on a two-core machine, paid by every server start
 * that opens one (a production start opens one; the test suites open hundreds). A compiled
 * `WebAssembly.Module` crosses to a worker thread without being compiled again.
 *
 * Undefined when the files are not where this PGlite release keeps them: PGlite then loads them itself.
 */
/**
 * The part of the WebAssembly API used here: Node has it, but its types live in TypeScript's DOM library,
 * which the server's build leaves out.
 */
interface WebAssemblyCompiler {
  compile(bytes: Uint8Array): Promise<object>;
}
const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyCompiler }).WebAssembly;

let compiled: Promise<PgliteCompiledModules | undefined> | undefined;

async function compileModules(): Promise<PgliteCompiledModules | undefined> {
  try {
    // The package's entry sits in its dist folder, beside the WebAssembly and the file-system bundle.
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [postgres, initdb, fsBundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => fs.promises.readFile(path.join(dist, name))),
    );
    if (postgres === undefined || initdb === undefined || fsBundle === undefined) return undefined;
    return {
      postgres: await webAssembly.compile(new Uint8Array(postgres)),
      initdb: await webAssembly.compile(new Uint8Array(initdb)),
      fsBundle: new Uint8Array(fsBundle),
    };
  } catch {
    return undefined;
  }
}

export function pgliteCompiledModules(): Promise<PgliteCompiledModules | undefined> {
  compiled ??= compileModules();
  return compiled;
}
