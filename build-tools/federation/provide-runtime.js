// @ts-check
/* global __webpack_require__ */
/**
 * Federation runtime plugin of the shell: lends the sections its federation runtime, so that their
 * remote entries carry neither the runtime core (`experiments.externalRuntime`) nor the bundler runtime
 * (`bundler-runtime-from-shell.js`). The shell's federation entry creates its plugins once
 * `__webpack_require__.federation` holds the bundler runtime, before any remote entry can run.
 *
 * It takes the place of the plugin `experiments.provideExternalRuntime` would add, which requires the
 * runtime core as CommonJS while the shell's own runtime imports it as an ES module: the shell needed
 * aliases to keep one copy, and still carried the CommonJS interop (0.6 KB gzipped of its entry).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL } from './runtime-globals.js';

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function provideRuntime() {
  Reflect.set(globalThis, RUNTIME_CORE_GLOBAL, runtimeCore);
  Reflect.set(globalThis, BUNDLER_RUNTIME_GLOBAL, __webpack_require__.federation.bundlerRuntime);
  return { name: 'ksei-provide-runtime' };
}
