import type { Location } from './router-api.js';

type RouterLike = { readonly state: { readonly location: Location } };

/**
 * The window a section's browser router listens on. single-spa re-fires `popstate` (marked
 * `singleSpa`) after every pushState so that everyone sees client navigation; the router must follow
 * those fired for other code's navigations (the header's links, another section's), but not the one
 * fired for its own push, which it would otherwise take for a second navigation and load twice.
 */
export function routerWindow(router: () => RouterLike | undefined): Window {
  const listeners = new Map<EventListenerOrEventListenerObject, EventListener>();
  const here = (): string => window.location.pathname + window.location.search + window.location.hash;
  const isOwnEcho = (event: Event): boolean => {
    if (!(event as Event & { singleSpa?: boolean }).singleSpa) return false;
    const location = router()?.state.location;
    return location !== undefined && location.pathname + location.search + location.hash === here();
  };
  const history = window.history;
  let pushing = false;
  // The router's own pushes: single-spa dispatches their echo synchronously, inside the call.
  const ownHistory = new Proxy(history, {
    get(target, key) {
      if (key === 'pushState' || key === 'replaceState') {
        return (...args: Parameters<History['pushState']>) => {
          pushing = true;
          try {
            target[key](...args);
          } finally {
            pushing = false;
          }
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new Proxy(window, {
    get(target, key) {
      if (key === 'history') return ownHistory;
      if (key === 'addEventListener' || key === 'removeEventListener') {
        return (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
          if (type !== 'popstate') {
            return target[key](type, listener, options as boolean);
          }
          if (key === 'addEventListener') {
            const filtered: EventListener = (event) => {
              if (pushing || isOwnEcho(event)) return;
              if (typeof listener === 'function') listener(event);
              else listener.handleEvent(event);
            };
            listeners.set(listener, filtered);
            target.addEventListener('popstate', filtered, options as boolean);
          } else {
            const filtered = listeners.get(listener);
            if (filtered) target.removeEventListener('popstate', filtered, options as boolean);
            listeners.delete(listener);
          }
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
