import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@ksei/shared';
import { Link, PageHeader, auth, buildPath, useLocale } from '@ksei/shared';
import styles from './Login.module.css';
import { LOGIN_STRINGS } from './login-strings.js';
import { addPageStrings } from './strings.js';

addPageStrings(LOGIN_STRINGS);

/**
 * `/login` on the blank layout: a technical artefact of the original. The form is the real
 * auth client; public visitors get an explanation and a way home.
 */
export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useStore(auth.store, (s) => s.busy);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setError(null);
    try {
      await auth.login({ username: username.trim(), password });
    } catch {
      setError(t('login.failed'));
    }
  };

  return (
    <div className={styles.card}>
      <PageHeader pageId="login" lead={t('login.lead')} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <label htmlFor={`${id}-user`}>{t('login.username')}</label>
        <input
          id={`${id}-user`}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          className={styles.input}
        />
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={styles.input}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <p>
        <Link to={buildPath('home', locale)}>{t('login.backHome')}</Link>
      </p>
    </div>
  );
}
