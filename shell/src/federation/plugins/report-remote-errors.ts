import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: a remote that fails to load is reported once, with which step failed
 * (manifest, entry, module), and the error goes on to the section wrapper, which shows the in-page
 * error with a retry. Returning nothing keeps the failure visible instead of a silent stub.
 */
export default function reportRemoteErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'ksei-report-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] ${id} failed at ${lifecycle}: ${message.split('\n', 1)[0]}`);
      window.dispatchEvent(new CustomEvent('ksei:remote-error', { detail: { id, lifecycle } }));
      return undefined;
    },
  };
}
