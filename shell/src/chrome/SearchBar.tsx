import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath, navigate, useLocation, type SearchSuggestion, useElementId } from '@ksei/shared';
import { useComboboxState, useSearchText, useSuggestions } from './search-bar-state.js';
import { comboboxKey, type ComboboxState } from './search-combobox.js';
import styles from './SearchBar.module.css';

function suggestionHref(suggestion: SearchSuggestion, locale: 'id' | 'en'): string | null {
  try {
    return buildPath(suggestion.pageId, locale, suggestion.params);
  } catch {
    return null;
  }
}

const CLOSED: ComboboxState = { open: false, active: -1 };

const optionId = (id: string, index: number) => `${id}-opt-${index}`;

/** The suggestions' listbox and the live count announcing them; the options are rendered only while open. */
function SuggestionList({
  id,
  expanded,
  suggestions,
  active,
  onChoose,
}: {
  readonly id: string;
  readonly expanded: boolean;
  readonly suggestions: readonly SearchSuggestion[];
  readonly active: number;
  readonly onChoose: (suggestion: SearchSuggestion) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.pageId}-${JSON.stringify(suggestion.params)}-${index}`}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(suggestion)}
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
    </>
  );
}

/**
 * Site search from every page: an ARIA 1.2 combobox with suggestions (`/api/search/suggest`, from 2
 * characters, 200 ms after typing stops). Works without JavaScript too (a GET form to the search page).
 */
export function SearchBar() {
  const { t } = useTranslation();
  const { locale, search, match } = useLocation();
  const id = useElementId();
  const current = match?.page.id === 'search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const field = useRef<HTMLInputElement>(null);
  const text = useSearchText(current, field);
  const { suggestions, listKey } = useSuggestions(text.query.trim(), text.typed);
  const [combo, setCombo] = useComboboxState(listKey);
  const expanded = combo.open && suggestions.length > 0;
  const action = buildPath('search', locale);

  const go = (suggestion: SearchSuggestion): void => {
    const href = suggestionHref(suggestion, locale);
    setCombo(CLOSED);
    if (href) {
      text.reset();
      navigate(href);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setCombo(CLOSED);
    const q = text.query.trim();
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
      text.clear();
    }
  };

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
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && combo.active >= 0 ? optionId(id, combo.active) : undefined}
          value={text.query}
          onChange={(event) => {
            text.type(event.target.value);
            setCombo({ open: true, active: -1 });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setCombo(CLOSED)}
          onFocus={() => setCombo((c) => ({ ...c, open: true }))}
          placeholder={t('chrome.searchPlaceholder')}
          className={styles.input}
          autoComplete="off"
          maxLength={200}
        />
        <SuggestionList id={id} expanded={expanded} suggestions={suggestions} active={combo.active} onChoose={go} />
      </div>
      <button type="submit" className={styles.button}>
        {t('chrome.searchSubmit')}
      </button>
    </form>
  );
}
