// @ts-check
/**
 * Where the shell lends its federation runtime to the sections. The runtime core's name is the one
 * `experiments.externalRuntime` makes a remote entry read; the bundler runtime's is ours
 * (`bundler-runtime-from-shell.js`).
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const BUNDLER_RUNTIME_GLOBAL = '__KSEI_FEDERATION_BUNDLER_RUNTIME__';
