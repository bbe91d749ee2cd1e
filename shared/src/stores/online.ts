import { createStore } from 'zustand/vanilla';

export const onlineStore = createStore<{ online: boolean }>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

/** Tracks the browser's online/offline status. Returns a function that stops tracking. */
export function trackOnlineStatus(target: Window = window): () => void {
  const update = (): void => onlineStore.setState({ online: target.navigator.onLine });
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}
