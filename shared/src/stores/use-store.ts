import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

const identity = <T>(value: T): T => value;

/**
 * zustand's `useStore`, except for what a server render and a hydrating browser read: zustand's hook
 * gives them the state the store was created with, this one the store's current state. The server
 * sets the state of the request it renders (its address) before rendering; the browser has set the
 * same (its address) before hydrating; so both render the same page. Selectors must return stable values.
 */
export function useStore<S, U = S>(store: StoreApi<S>, selector: (state: S) => U = identity as (state: S) => U): U {
  const read = (): U => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
