import { createStore } from 'zustand/vanilla';
import type { RemoteRegistryEntry } from '@ksei/shared';

/** Sections this page loads from a tester's build instead of the released one (shown in a banner). */
export const overrideStore = createStore<{ active: readonly Pick<RemoteRegistryEntry, 'name' | 'entry'>[] }>(() => ({
  active: [],
}));
