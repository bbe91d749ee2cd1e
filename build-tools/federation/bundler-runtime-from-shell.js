// @ts-check
/**
 * A section's federation bundler runtime, borrowed from the shell. `externalRuntime` leaves the runtime
 * core out of a remote entry, but each entry still carried its own copy of
 * `@module-federation/webpack-bundler-runtime` (3.6 KB of a section entry's 9.3 KB gzipped), the same
 * code the shell already runs. Its functions keep no state of their own: every call is handed the
 * calling bundle's `webpackRequire`, whose `federation` object holds that bundle's instance, options and
 * share scope. So a section takes the shell's functions (`provide-runtime.js`) and keeps what
 * is its own: its federation object, the `@module-federation/runtime` module (it holds the bundle's
 * instance), an `S` of its own, and `initContainerEntry`, which the shell (a pure consumer) is built
 * without. Production section builds use this module in place of the package's `dist/bundler.js`
 * (webpack.js); both sides come from the one installed version, as the runtime core already does.
 */
import * as runtime from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './runtime-globals.js';

const lent = Reflect.get(globalThis, BUNDLER_RUNTIME_GLOBAL);
if (!lent) {
  throw new Error('This section needs the KSEI shell on the page: it lends the federation bundler runtime.');
}

export const bundlerRuntime = { ...lent, S: {}, initContainerEntry };
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export { runtime, attachShareScopeMap };
export default federation;
