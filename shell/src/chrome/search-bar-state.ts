import { useEffect, useState, type RefObject } from 'react';
import { useApi, useTypedBeforeHydration } from '@ksei/shared';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, suggestionsOf, type ComboboxState } from './search-combobox.js';

/**
 * The box's text and whether the visitor typed it: filled from the search URL (`current`), refilled when
 * that changes, and taking over what was typed into `field` before hydration.
 */
export function useSearchText(current: string, field: RefObject<HTMLInputElement | null>) {
  const [query, setQuery] = useState(current);
  // Suggestions are asked for only once the visitor types (not for a query the search URL filled in).
  const [typed, setTyped] = useState(false);
  // A new search URL (back button, header search) refills the box.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setQuery(current);
    setTyped(false);
  }
  const type = (text: string): void => {
    setQuery(text);
    setTyped(true);
  };
  useTypedBeforeHydration(field, type);
  return {
    query,
    typed,
    type,
    /** Empties the box (Escape on a closed list); what is typed next still asks for suggestions. */
    clear: () => setQuery(''),
    /** Empties the box after leaving for a suggestion, as if nothing had been typed. */
    reset: () => {
      setQuery('');
      setTyped(false);
    },
  };
}

/**
 * Suggestions for what the visitor typed, asked for once typing has paused and the term is long enough.
 * `listKey` changes whenever a different list is shown.
 */
export function useSuggestions(term: string, typed: boolean) {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const asking = typed && debounced.length >= SUGGEST_MIN_CHARS && term.length >= SUGGEST_MIN_CHARS;
  const state = useApi<unknown>(asking ? '/api/search/suggest' : null, { q: debounced });
  const suggestions = asking && state.status === 'ready' ? suggestionsOf(state.data) : [];
  return { suggestions, listKey: `${debounced}|${suggestions.length}` };
}

/** Whether the list is open and which option is highlighted; a new list of suggestions starts without a highlight. */
export function useComboboxState(listKey: string) {
  const [combo, setCombo] = useState<ComboboxState>({ open: false, active: -1 });
  const [shownList, setShownList] = useState('');
  if (shownList !== listKey) {
    setShownList(listKey);
    if (combo.active !== -1) setCombo({ open: combo.open, active: -1 });
  }
  return [combo, setCombo] as const;
}
