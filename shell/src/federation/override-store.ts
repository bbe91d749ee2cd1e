import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '@ksei/shared';

/** Sections this page loads from a tester's build instead of the released one (shown in a banner). */
export const overrideStore = createStore<{ active: readonly { name: RemoteName; entry: string }[] }>(() => ({
  active: [],
}));
