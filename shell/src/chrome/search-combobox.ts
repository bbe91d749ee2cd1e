import type { SearchSuggestion } from '@ksei/shared';

/** The minimum query length that asks for suggestions, and the pause after typing before asking. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

export interface ComboboxState {
  readonly open: boolean;
  /** Index of the highlighted option, -1 for none (focus stays on the input). */
  readonly active: number;
}
export type ComboboxAction = 'choose' | 'submit' | 'clear' | null;

/**
 * The ARIA 1.2 combobox keys (list autocomplete, manual selection): arrows open the list and move the
 * highlight (wrapping), Enter chooses the highlighted option or submits the search, Escape closes the
 * list or, when closed, clears the input. `handled` says whether to prevent the key's default.
 */
export function comboboxKey(
  state: ComboboxState,
  key: string,
  count: number,
): { readonly state: ComboboxState; readonly action: ComboboxAction; readonly handled: boolean } {
  switch (key) {
    case 'ArrowDown':
    case 'Down':
      if (count === 0) return { state, action: null, handled: false };
      if (!state.open) return { state: { open: true, active: 0 }, action: null, handled: true };
      return { state: { open: true, active: (state.active + 1) % count }, action: null, handled: true };
    case 'ArrowUp':
    case 'Up':
      if (count === 0) return { state, action: null, handled: false };
      if (!state.open) return { state: { open: true, active: count - 1 }, action: null, handled: true };
      return {
        state: { open: true, active: state.active <= 0 ? count - 1 : state.active - 1 },
        action: null,
        handled: true,
      };
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count)
        return { state: { open: false, active: -1 }, action: 'choose', handled: true };
      return { state: { open: false, active: -1 }, action: 'submit', handled: false };
    case 'Escape':
    case 'Esc':
      if (state.open && count > 0) return { state: { open: false, active: -1 }, action: null, handled: true };
      return { state: { open: false, active: -1 }, action: 'clear', handled: true };
    default:
      return { state, action: null, handled: false };
  }
}

/** Suggestions out of `/api/search/suggest`, whether it answers `{ data: [...] }` or a bare list. */
export function suggestionsOf(answer: unknown): readonly SearchSuggestion[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? (list as SearchSuggestion[]).slice(0, 8) : [];
}
