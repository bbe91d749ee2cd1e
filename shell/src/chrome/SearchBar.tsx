import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildPath,
  navigate,
  useApi,
  useLocation,
  useTypedBeforeHydration,
  type SearchSuggestion,
  useElementId,
} from '@ksei/shared';
import {
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_CHARS,
  comboboxKey,
  suggestionsOf,
  type ComboboxState,
} from './search-combobox.js';
import styles from './SearchBar.module.css';

function suggestionHref(suggestion: SearchSuggestion, locale: 'id' | 'en'): string | null {
  try {
    return buildPath(suggestion.pageId, locale, suggestion.params);
  } catch {
    return null;
  }
}

/**
 * Site search from every page: an ARIA 1.2 combobox with suggestions (`/api/search/suggest`, from 2
 * characters, 200 ms after typing stops). Works without JavaScript too (a GET form to the search page).
 */
export function SearchBar() {
  const { t } = useTranslation();
  const { locale, search, match } = useLocation();
  const id = useElementId();
  const listId = `${id}-list`;
  const current = match?.page.id === 'search' ? (new URLSearchParams(search).get('q') ?? '') : '';
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
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, (text) => {
    setQuery(text);
    setTyped(true);
  });
  const [debounced, setDebounced] = useState('');
  const [combo, setCombo] = useState<ComboboxState>({ open: false, active: -1 });

  const term = query.trim();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const asking = typed && debounced.length >= SUGGEST_MIN_CHARS && term.length >= SUGGEST_MIN_CHARS;
  const state = useApi<unknown>(asking ? '/api/search/suggest' : null, { q: debounced });
  const suggestions = asking && state.status === 'ready' ? suggestionsOf(state.data) : [];
  // A new list of suggestions starts without a highlight.
  const [listKey, setListKey] = useState('');
  const key = `${debounced}|${suggestions.length}`;
  if (listKey !== key) {
    setListKey(key);
    if (combo.active !== -1) setCombo({ open: combo.open, active: -1 });
  }
  const expanded = combo.open && suggestions.length > 0;
  const action = buildPath('search', locale);

  const go = (suggestion: SearchSuggestion): void => {
    const href = suggestionHref(suggestion, locale);
    setCombo({ open: false, active: -1 });
    if (href) {
      setQuery('');
      setTyped(false);
      navigate(href);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setCombo({ open: false, active: -1 });
    const q = query.trim();
    navigate(q ? `${action}?${new URLSearchParams({ q }).toString()}` : action);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const next = comboboxKey(combo, event.key, suggestions.length);
    if (next.handled) event.preventDefault();
    setCombo(next.state);
    if (next.action === 'choose') {
      const chosen = suggestions[combo.active];
      if (chosen) go(chosen);
    } else if (next.action === 'clear') {
      setQuery('');
    }
  };

  const activeId = expanded && combo.active >= 0 ? `${id}-opt-${combo.active}` : undefined;
  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('chrome.searchLabel')}
      </label>
      <div className={styles.box}>
        <input
          ref={field}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyped(true);
            setCombo({ open: true, active: -1 });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setCombo({ open: false, active: -1 })}
          onFocus={() => setCombo((c) => ({ ...c, open: true }))}
          placeholder={t('chrome.searchPlaceholder')}
          className={styles.input}
          autoComplete="off"
          maxLength={200}
        />
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list} hidden={!expanded}>
          {expanded
            ? suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.pageId}-${JSON.stringify(suggestion.params)}-${index}`}
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={index === combo.active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(suggestion)}
                >
                  <span className={styles.optionTitle}>{suggestion.title}</span>
                  <span className={styles.optionType}>
                    {t(`search.types.${suggestion.type}`, { defaultValue: suggestion.type })}
                  </span>
                </li>
              ))
            : null}
        </ul>
        <span className="visually-hidden" role="status" aria-live="polite">
          {expanded ? t('search.suggestionsCount', { count: suggestions.length }) : ''}
        </span>
      </div>
      <button type="submit" className={styles.button}>
        {t('chrome.searchSubmit')}
      </button>
    </form>
  );
}
