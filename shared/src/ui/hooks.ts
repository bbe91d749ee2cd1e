import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useStore } from '../stores/use-store.js';
import { useTranslation } from 'react-i18next';
import { locationStore, type LocationState } from '../stores/location.js';
import { pageTitle } from '../routes/active.js';
import type { Locale } from '../routes/types.js';

export function useLocation(): LocationState {
  return useStore(locationStore);
}

export function useLocale(): Locale {
  return useStore(locationStore, (s) => s.locale);
}

/**
 * An id for an element, unique in the page and the same on the server and in the browser: React's
 * `useId` behind a letter. React's own ids begin with `_` (`_shell-R_1j_`), which HTML accepts but
 * which cannot start a CSS identifier and which validators reject; `id_shell-R_1j_` is both.
 */
export function useElementId(): string {
  return `id${useId()}`;
}

/** A page title in the current language; re-renders on a language switch. */
export function usePageTitle(pageId: string): string {
  const { i18n } = useTranslation();
  return pageTitle(pageId, i18n.language === 'en' ? 'en' : 'id');
}

const never = (): (() => void) => () => undefined;

/**
 * False while the page hydrates (and on the server), true afterwards: for what only the browser can
 * know (a tester's override, the connection), which must not differ from the server's HTML while
 * React hydrates it, and appears right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Text typed into a server-rendered field before the page hydrated: React leaves it in the field (it
 * does not overwrite a value while hydrating) but the component's state still holds the server's. Once
 * mounted, the field's value is handed to `adopt` if the visitor changed it, so nothing typed is lost.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
): void {
  const latest = useRef(adopt);
  latest.current = adopt;
  useEffect(() => {
    const element = field.current;
    if (element && element.value !== element.defaultValue) latest.current(element.value);
  }, [field]);
}
