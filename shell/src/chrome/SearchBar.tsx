import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath, navigate, useLocation } from '@ksei/shared';
import styles from './SearchBar.module.css';

/** Site search from every page; works without JavaScript too (a GET form to the search page). */
export function SearchBar() {
  const { t } = useTranslation();
  const { locale, search, match } = useLocation();
  const id = useId();
  const current = match?.page.id === 'search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  // A new search URL (back button, header search) refills the box.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setQuery(current);
  }
  const action = buildPath('search', locale);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${action}?${new URLSearchParams({ q }).toString()}` : action);
  };

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('chrome.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('chrome.searchPlaceholder')}
        className={styles.input}
        autoComplete="off"
      />
      <button type="submit" className={styles.button}>
        {t('chrome.searchSubmit')}
      </button>
    </form>
  );
}
